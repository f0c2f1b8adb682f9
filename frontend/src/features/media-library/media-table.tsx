import { Table } from 'react-bootstrap';
import { MediaRow } from './media-row';
import { MEDIA_TABLE_NAME, type FileAsset } from './media-words';

interface MediaTableProps {
  files: FileAsset[];
  /** The file whose delete is under way. */
  deletingId: string | null;
  onDelete: (file: FileAsset) => void;
}

/**
 * Every file, newest first. On a narrow window the table scrolls in its own box (its links and buttons take the
 * focus); the box is positioned so the visually hidden texts in it scroll with it instead of widening the page.
 */
export function MediaTable({ files, deletingId, onDelete }: MediaTableProps) {
  return (
    <div className="table-responsive position-relative">
      <Table className="align-middle mb-0">
        <caption className="visually-hidden">{MEDIA_TABLE_NAME}</caption>
        <thead>
          <tr>
            <th scope="col">Preview</th>
            {/* Wide enough to read; the narrow window scrolls the table instead of breaking words. */}
            <th scope="col" style={{ minWidth: '9rem' }}>
              Name
            </th>
            <th scope="col">Type</th>
            <th scope="col">Size</th>
            <th scope="col">Dimensions</th>
            <th scope="col" style={{ minWidth: '8rem' }}>
              Uploaded
            </th>
            <th scope="col" style={{ minWidth: '6rem' }}>
              By
            </th>
            <th scope="col" style={{ minWidth: '8rem' }}>
              Resized copies
            </th>
            <th scope="col" style={{ minWidth: '11rem' }}>
              Used in
            </th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {files.map((file) => (
            <MediaRow key={file._id} file={file} deleting={file._id === deletingId} onDelete={onDelete} />
          ))}
        </tbody>
      </Table>
    </div>
  );
}
