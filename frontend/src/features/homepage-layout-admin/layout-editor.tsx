import { useState } from 'react';
import { Button, Card, Col, Row } from 'react-bootstrap';
import { StatusAlert } from '@/components/ui/status-alert';
import { HomePagePreview } from './home-page-preview';
import { draftFromHomepage, sameLayout, visitorSections, type Homepage, type SectionKey } from './layout-rules';
import { SectionOrderList } from './section-order-list';
import type { useSaveLayout } from './use-save-layout';
import { VisitorPreview } from './visitor-preview';
import { useSaveLabel } from '@/platform/releases/use-save-label';

interface LayoutEditorProps {
  homepage: Homepage;
  hiddenReasons: Partial<Record<SectionKey, string>>;
  writes: ReturnType<typeof useSaveLayout>;
}

/** The active record's sections, edited in place (nothing is sent until 'Save layout'), beside what visitors would see. */
export function LayoutEditor({ homepage, hiddenReasons, writes }: LayoutEditorProps) {
  const [draft, setDraft] = useState(() => draftFromHomepage(homepage));
  const saved = draftFromHomepage(homepage);
  const dirty = !sameLayout(draft, saved);
  const { saving } = writes;
  const saveLabel = useSaveLabel('Save layout');

  return (
    <Row className="g-4">
      <Col lg={7}>
        <Card as="section" aria-labelledby="layout-sections-heading">
          <Card.Header>
            <h2 id="layout-sections-heading" className="h5 mb-0">
              Sections
            </h2>
          </Card.Header>
          <Card.Body>
            <p className="small text-body-secondary">
              Drag a section by its handle, or use its arrows, to change the order; switch a section off to hide it from the home page.
            </p>
            <SectionOrderList sections={draft} hiddenReasons={hiddenReasons} disabled={saving} onChange={setDraft} />
            {/* A note, not an alert: it is read where it stands, and says nothing new as the edit goes on. */}
            <p className={`alert alert-${dirty ? 'warning' : 'info'} mt-3 mb-3 small`} data-testid="layout-save-note">
              {dirty ? 'You have unsaved changes. ' : ''}Nothing changes on the home page until you click {saveLabel}.
            </p>
            <StatusAlert message={writes.failure} onClose={writes.clearFailure} />
            <div className="d-flex flex-wrap gap-2 justify-content-end">
              <Button
                variant="outline-secondary"
                onClick={() => {
                  setDraft(saved);
                  writes.clearFailure();
                }}
                disabled={saving || !dirty}
              >
                Reset
              </Button>
              <Button onClick={() => void writes.save(homepage, draft)} disabled={saving}>
                {saving ? 'Saving...' : saveLabel}
              </Button>
            </div>
          </Card.Body>
        </Card>
      </Col>
      <Col lg={5}>
        <VisitorPreview sections={draft} shown={visitorSections(draft, hiddenReasons)} hiddenReasons={hiddenReasons} />
      </Col>
      <Col xs={12}>
        <h2 className="h5">Preview</h2>
        <HomePagePreview homepage={homepage} draft={draft} />
      </Col>
    </Row>
  );
}
