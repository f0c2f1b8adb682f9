import { Alert } from 'react-bootstrap';
import { UploadImageInput } from '@/platform/media/upload-image-input';
import { AdminScreen } from '@/components/ui/admin-screen';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MediaResults } from './media-results';
import { MEDIA_MESSAGES } from './media-words';
import { useDeleteFile } from './use-delete-file';
import { useMediaFiles } from './use-media-files';

/** Admin: the media library. Every uploaded logo and image, where each is used; upload new ones, delete unused ones. */
export function MediaLibraryPage() {
  const { data, isError, isFetching, refetch } = useMediaFiles();
  const remove = useDeleteFile();
  const { target } = remove;
  return (
    <AdminScreen headingId="media-library-heading" title={MEDIA_MESSAGES.title} note={MEDIA_MESSAGES.note}>
      <div className="border rounded p-3 mb-4" style={{ maxWidth: '32rem' }}>
        <UploadImageInput id="media-library-upload" />
      </div>
      {remove.problem && (
        <Alert variant="danger" role="alert" dismissible onClose={remove.dismiss}>
          {remove.problem}
        </Alert>
      )}
      <MediaResults files={data} failed={isError} retrying={isFetching} onRetry={() => void refetch()} deletingId={remove.busyId} onDelete={remove.ask} />
      <ConfirmDialog
        show={remove.asking}
        title="Delete File"
        message={`Delete “${target?.originalName ?? ''}”? The file and its resized copies are removed for good.`}
        confirmLabel="Delete"
        busy={remove.asking && remove.busyId === target?._id}
        onConfirm={() => void remove.confirm()}
        onCancel={remove.cancel}
      />
    </AdminScreen>
  );
}
