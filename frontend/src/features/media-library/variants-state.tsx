import { Spinner } from 'react-bootstrap';
import { variantsText, type FileAsset } from './media-words';

/** The resized copies' state in words, with a spinner while they are being made. */
export function VariantsState({ file }: { file: FileAsset }) {
  return (
    <span className="d-inline-flex align-items-center gap-1">
      {file.variantsState === 'pending' && <Spinner animation="border" size="sm" aria-hidden="true" />}
      {variantsText(file)}
    </span>
  );
}
