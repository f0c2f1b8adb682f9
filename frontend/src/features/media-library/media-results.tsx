import { LoadFailed, LoadingStatus } from '@/components/ui/admin-screen';
import { MediaTable } from './media-table';
import { MEDIA_MESSAGES, type FileAsset } from './media-words';

interface MediaResultsProps {
  /** The last list answered: kept on view when a later refresh fails. */
  files: FileAsset[] | undefined;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  deletingId: string | null;
  onDelete: (file: FileAsset) => void;
}

/** The list's states: loading, failed (with Retry), empty, and the files. */
export function MediaResults({ files, failed, retrying, onRetry, deletingId, onDelete }: MediaResultsProps) {
  return (
    <>
      {failed && <LoadFailed message={MEDIA_MESSAGES.loadFailed} onRetry={onRetry} retrying={retrying} />}
      {!files ? (
        !failed && (
          <div aria-busy="true">
            <LoadingStatus text={MEDIA_MESSAGES.loading} />
          </div>
        )
      ) : files.length === 0 ? (
        <p className="text-body-secondary py-3 mb-0">{MEDIA_MESSAGES.empty}</p>
      ) : (
        <MediaTable files={files} deletingId={deletingId} onDelete={onDelete} />
      )}
    </>
  );
}
