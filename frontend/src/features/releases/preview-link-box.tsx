import { useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { previewLinkIn } from '@shared/contract/releases';
import { defaultLanguage, siteLanguages } from '@shared/contract/translations';
import { useToast } from '@/components/ui/toast-provider';
import { formatDateTime } from '@/lib/format/date-time';
import { useGetHomepageSettingsQuery } from '@/platform/site-settings/site-settings-api';
import type { PreviewLink } from './releases-api';
import { RELEASE_TEXTS } from './releases-rules';

/**
 * A preview link made for the release: the whole address, a button that copies it, and until when it works. On a
 * site of several languages, the language it opens the site in (ADR 0044): the same link, `?lang=` for another
 * language than the default, landing on that language's home page with the release's drafts in it.
 */
export function PreviewLinkBox({ link }: { link: PreviewLink }) {
  const toast = useToast();
  const { data: settings } = useGetHomepageSettingsQuery();
  const languages = siteLanguages(settings);
  const byDefault = defaultLanguage(settings);
  const [code, setCode] = useState(byDefault.code);
  const address = `${window.location.origin}${previewLinkIn(link.url, code, byDefault.code)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      toast(RELEASE_TEXTS.linkCopied);
    } catch {
      toast(RELEASE_TEXTS.copyFailed, { variant: 'danger' });
    }
  };
  return (
    <>
      {languages.length > 1 && (
        <Form.Group className="mt-3" controlId="preview-link-language">
          <Form.Label>Preview in</Form.Label>
          <Form.Select value={code} onChange={(e) => setCode(e.target.value)}>
            {languages.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.name} ({l.code})
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
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
    </>
  );
}
