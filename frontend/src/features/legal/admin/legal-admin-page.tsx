import { Badge } from 'react-bootstrap';
import { LoadFailed, LoadingStatus } from '@/components/ui/admin-screen';
import { formatLongDate } from '@/features/legal/format-long-date';
import { HistoryPanel } from '@/platform/revisions/history-panel';
import { useRestoreKey } from '@/platform/revisions/use-restore-key';
import type { LegalScreenConfig } from './legal-config';
import { LegalEditor } from './legal-editor';
import { useLegalDocument } from './use-legal-document';

/** Admin: Privacy Policy and Terms Management (docs/product/screens.md): one screen, configured per document. */
export function LegalAdminPage({ config }: { config: LegalScreenConfig }) {
  const { doc, loading, creating, errorText, retry, retrying } = useLegalDocument(config);
  const updated = formatLongDate(doc?.lastUpdated);
  // The basic information form keeps its draft across reloads; a restore starts it over from the restored document.
  const restored = useRestoreKey(doc);

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
        <div className="ms-auto">
          <HistoryPanel kind={config.revisionKind} onRestored={restored.onRestored} />
        </div>
      </div>

      {doc ? (
        <LegalEditor key={restored.key} config={config} doc={doc} />
      ) : errorText ? (
        <LoadFailed message={errorText} onRetry={retry} retrying={retrying} />
      ) : (
        <LoadingStatus text={creating && !loading ? config.creatingText : config.loadingText} />
      )}
    </section>
  );
}
