import { useState } from 'react';
import { Card, Tab, Tabs } from 'react-bootstrap';
import { BasicInfoForm } from './basic-info-form';
import type { LegalScreenConfig } from './legal-config';
import { LegalPreview } from './legal-preview';
import { draftFromDocument } from './legal-rules';
import type { LegalDocument } from './legal-types';
import { SectionsTab } from './sections-tab';

/** The loaded document in two tabs: 'Basic Information' and 'Sections', and its public page with the unsaved edit. */
export function LegalEditor({ config, doc }: { config: LegalScreenConfig; doc: LegalDocument }) {
  const [basic, setBasic] = useState(() => draftFromDocument(doc));
  return (
    <>
      <Card className="mb-4">
        <Card.Body>
          <Tabs defaultActiveKey="basic" id={`legal-${config.kind}-tabs`} className="mb-3" transition={false}>
            <Tab eventKey="basic" title="Basic Information">
              {/* Keeps unsaved basic edits while sections change; a new document starts a fresh draft. */}
              <BasicInfoForm key={doc._id} config={config} doc={doc} onDraftChange={setBasic} />
            </Tab>
            <Tab eventKey="sections" title="Sections">
              <SectionsTab config={config} doc={doc} />
            </Tab>
          </Tabs>
        </Card.Body>
      </Card>
      <h2 className="h5">Preview</h2>
      <LegalPreview config={config} doc={doc} basic={basic} />
    </>
  );
}
