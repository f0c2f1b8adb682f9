import { Alert, Button } from 'react-bootstrap';
import { serverMessageOr } from '@/app/api';
import type { CaseUpload } from './case-upload-words';
import { useCreateCaseUploadDownloadLinkMutation } from './inbox-api';
import { followDownloadLink } from './inbox-downloads';

export const downloadFailed = (fileName: string, reason: string) => `${fileName} could not be downloaded: ${reason}`;

/**
 * Downloads a complete case file: asks the server for a short-lived link, then follows it (the server answers
 * the bytes as an attachment, so the page stays). Busy while asking; when that fails, an alert last in the row
 * of buttons it sits in (full width, so on a line of its own).
 */
export function CaseUploadDownload({ upload }: { upload: CaseUpload }) {
  const [createLink, { isLoading, error }] = useCreateCaseUploadDownloadLinkMutation();
  const download = async () => {
    try {
      const { url } = await createLink(upload._id).unwrap();
      followDownloadLink(url, upload.fileName);
    } catch {
      // Shown from the mutation's state below.
    }
  };
  return (
    <>
      <Button variant="outline-primary" size="sm" disabled={isLoading} onClick={download}>
        {isLoading ? 'Preparing download…' : 'Download'}
        <span className="visually-hidden"> {upload.fileName}</span>
      </Button>
      {error && !isLoading && (
        <Alert variant="danger" className="w-100 mb-0 py-2 small order-last">
          {downloadFailed(upload.fileName, serverMessageOr(error, 'the server did not answer.'))}
        </Alert>
      )}
    </>
  );
}
