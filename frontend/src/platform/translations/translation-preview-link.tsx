import { Button } from 'react-bootstrap';
import type { RevisionKind } from '@shared/content-kinds';
import type { SiteLanguage } from '@shared/contract/translations';
import { useAppSelector } from '@/app/hooks';
import { selectWorkingRelease } from '@/platform/releases/working-release-slice';
import { useOpenReleasePreviewMutation } from './translations-api';
import { TRANSLATION_SCREEN_TEXTS as T, publicPageIn } from './translation-words';

const NEW_TAB = <span className="visually-hidden"> (opens in a new tab)</span>;

/**
 * 'Preview in <language>': the kind's public page in the language, in a new tab. While a release is chosen its
 * drafts are not live: the link is then the release's own preview (a link made for it), which opens the site with them.
 */
export function TranslationPreviewLink({ kind, language }: { kind: RevisionKind; language: SiteLanguage }) {
  const release = useAppSelector(selectWorkingRelease);
  const [openPreview, { data: link, isLoading }] = useOpenReleasePreviewMutation();
  if (!release)
    return (
      <a href={publicPageIn(kind, language)} target="_blank" rel="noopener" className="btn btn-outline-secondary">
        {T.previewIn(language)}
        {NEW_TAB}
      </a>
    );
  if (link)
    return (
      <span className="d-flex flex-column align-items-end small">
        <a href={link.url} target="_blank" rel="noopener" className="btn btn-outline-secondary btn-sm">
          {T.openReleasePreview}
          {NEW_TAB}
        </a>
        <span className="text-body-secondary">{T.releasePreview(language)}</span>
      </span>
    );
  return (
    <Button variant="outline-secondary" disabled={isLoading} onClick={() => void openPreview(release.id)}>
      {T.previewIn(language)}
    </Button>
  );
}
