import { Alert, Badge, Button, Spinner } from 'react-bootstrap';
import { formatLongDate } from '@/features/legal/format-long-date';
import type { LegalScreenConfig } from './legal-config';
import { LegalEditor } from './legal-editor';
import { useLegalDocument } from './use-legal-document';

/** Admin: Privacy Policy and Terms Management (spec section 2): one screen, configured per document. */
export function LegalAdminPage({ config }: { config: LegalScreenConfig }) {
  const { doc, loading, creating, errorText, retry, retrying } = useLegalDocument(config);
  const updated = formatLongDate(doc?.lastUpdated);

  return (
    <section aria-labelledby="legal-admin-heading">
      <div className="d-flex flex-wrap align-items-center gap-3 mb-4">
        <h1 id="legal-admin-heading" className="h3 mb-0">
          {config.heading}
        </h1>
        {updated && (
          <Badge bg="secondary" data-testid="last-updated">
            Updated: {updated}
          </Badge>
        )}
      </div>

      {doc ? (
        <LegalEditor config={config} doc={doc} />
      ) : errorText ? (
        <Alert variant="danger" role="alert" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>{errorText}</span>
          <Button size="sm" variant="outline-danger" onClick={retry} disabled={retrying}>
            Retry
          </Button>
        </Alert>
      ) : (
        <div role="status" className="d-flex align-items-center gap-2 py-4">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span>{creating && !loading ? config.creatingText : config.loadingText}</span>
        </div>
      )}
    </section>
  );
}
