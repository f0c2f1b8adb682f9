import { Button } from 'react-bootstrap';
import { useToast } from '@/components/ui/toast-provider';

export const SHA256_COPIED = 'SHA-256 copied';
export const SHA256_COPY_FAILED = 'The SHA-256 could not be copied: select it and copy it by hand.';

/** A file's SHA-256 in full (monospace, wrapped where the column ends) and a button that copies it. */
export function Sha256Value({ value, fileName }: { value: string; fileName: string }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast(SHA256_COPIED);
    } catch {
      toast(SHA256_COPY_FAILED, { variant: 'danger' });
    }
  };
  return (
    <span className="d-flex align-items-start gap-2">
      <code className="text-break text-body" data-testid="sha256">
        {value}
      </code>
      <Button variant="outline-secondary" size="sm" className="py-0 flex-shrink-0" onClick={copy}>
        Copy<span className="visually-hidden"> the SHA-256 of {fileName}</span>
      </Button>
    </span>
  );
}
