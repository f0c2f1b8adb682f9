import { Button } from 'react-bootstrap';
import { MediaThumbnail } from '@/platform/media/media-thumbnail';
import { formatDateTime } from '@/lib/format/date-time';
import { formatFileSize } from '@/lib/format/file-size';
import { MediaUsage } from './media-usage';
import { dimensionsText, typeName, type FileAsset } from './media-words';
import { VariantsState } from './variants-state';

interface MediaRowProps {
  file: FileAsset;
  /** Its delete is under way. */
  deleting: boolean;
  onDelete: (file: FileAsset) => void;
}

/** One file: preview, name, type, size, dimensions, when and by whom, its resized copies, where it is used, Delete. */
export function MediaRow({ file, deleting, onDelete }: MediaRowProps) {
  return (
    <tr>
      <td>
        <MediaThumbnail file={file} alt={`Preview of ${file.originalName}`} width={80} height={60} />
      </td>
      <th scope="row" className="text-break fw-normal">
        {file.originalName}
      </th>
      <td>{typeName(file.mimeType)}</td>
      <td className="text-nowrap">{formatFileSize(file.fileSize)}</td>
      <td className="text-nowrap">{dimensionsText(file)}</td>
      <td>
        <time dateTime={file.createdAt}>{formatDateTime(file.createdAt)}</time>
      </td>
      <td>{file.createdByName || '—'}</td>
      <td>
        <VariantsState file={file} />
      </td>
      <td>
        <MediaUsage usedIn={file.usedIn} />
      </td>
      <td>
        <Button size="sm" variant="outline-danger" className="text-nowrap" disabled={deleting} onClick={() => onDelete(file)}>
          {deleting ? 'Deleting...' : 'Delete'}
          <span className="visually-hidden"> {file.originalName}</span>
        </Button>
      </td>
    </tr>
  );
}
