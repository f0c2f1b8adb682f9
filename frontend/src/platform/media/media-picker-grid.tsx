import type { components } from '@shared/contract/schema';
import { LoadFailed, LoadingStatus } from '@/components/ui/admin-screen';
import { useListMediaFilesQuery } from './media-api';
import { MediaThumbnail } from './media-thumbnail';

type FileAsset = components['schemas']['FileAsset'];

export const LIBRARY_LOAD_FAILED = 'Failed to load media files';
export const LIBRARY_EMPTY = 'No images in the library yet. Upload one with “Upload image”.';

/** The library's logos and images (raster and SVG), newest first, each a button that picks it. */
export function MediaPickerGrid({ onPick }: { onPick: (file: FileAsset) => void }) {
  // Asked again on each opening: an image uploaded elsewhere since shows up.
  const { data, isError, isFetching, refetch } = useListMediaFilesQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isError) return <LoadFailed message={LIBRARY_LOAD_FAILED} onRetry={() => void refetch()} retrying={isFetching} className="mb-0" />;
  if (!data) return <LoadingStatus text="Loading images..." className="py-2" />;
  const images = data.filter((f) => f.mimeType.startsWith('image/'));
  if (images.length === 0) return <p className="text-body-secondary mb-0">{LIBRARY_EMPTY}</p>;
  return (
    <ul className="list-unstyled row row-cols-2 row-cols-sm-3 row-cols-lg-4 g-2 mb-0" aria-label="Library images">
      {images.map((file) => (
        <li key={file._id} className="col">
          <button type="button" className="btn btn-outline-secondary w-100 h-100 d-flex flex-column align-items-center gap-2 p-2" onClick={() => onPick(file)}>
            <MediaThumbnail file={file} alt="" width={128} height={96} />
            <span className="small text-break">
              <span className="visually-hidden">Use </span>
              {file.originalName}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
