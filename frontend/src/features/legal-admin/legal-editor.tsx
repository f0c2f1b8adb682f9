import { Card, Tab, Tabs } from 'react-bootstrap';
import { BasicInfoForm } from './basic-info-form';
import type { LegalScreenConfig } from './legal-config';
import type { LegalDocument } from './legal-types';
import { SectionsTab } from './sections-tab';

/** The loaded document in two tabs: 'Basic Information' and 'Sections'. */
export function LegalEditor({ config, doc }: { config: LegalScreenConfig; doc: LegalDocument }) {
  return (
    <Card>
      <Card.Body>
        <Tabs defaultActiveKey="basic" id={`legal-${config.kind}-tabs`} className="mb-3" transition={false}>
          <Tab eventKey="basic" title="Basic Information">
            {/* Keeps unsaved basic edits while sections change; a new document starts a fresh draft. */}
            <BasicInfoForm key={doc._id} config={config} doc={doc} />
          </Tab>
          <Tab eventKey="sections" title="Sections">
            <SectionsTab config={config} doc={doc} />
          </Tab>
        </Tabs>
      </Card.Body>
    </Card>
  );
}
