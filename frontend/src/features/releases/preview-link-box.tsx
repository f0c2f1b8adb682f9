import { Button, Form, InputGroup } from 'react-bootstrap';
import { useToast } from '@/components/ui/toast-provider';
import { formatDateTime } from '@/lib/format/date-time';
import type { PreviewLink } from './releases-api';
import { RELEASE_TEXTS } from './releases-rules';

/** A preview link made for the release: the whole address, a button that copies it, and until when it works. */
export function PreviewLinkBox({ link }: { link: PreviewLink }) {
  const toast = useToast();
  const address = `${window.location.origin}${link.url}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      toast(RELEASE_TEXTS.linkCopied);
    } catch {
      toast(RELEASE_TEXTS.copyFailed, { variant: 'danger' });
    }
  };
  return (
    <Form.Group className="mt-3" controlId="preview-link">
      <Form.Label>Preview link</Form.Label>
      <InputGroup>
        <Form.Control readOnly value={address} aria-describedby="preview-link-expiry" onFocus={(e) => e.target.select()} />
        <Button variant="outline-secondary" onClick={copy}>
          Copy link
        </Button>
      </InputGroup>
      <Form.Text id="preview-link-expiry">
        Anyone with it sees the site with this release until <time dateTime={link.expiresAt}>{formatDateTime(link.expiresAt)}</time>.
      </Form.Text>
    </Form.Group>
  );
}
