import { useLocation } from 'react-router-dom';
import { pathInLanguage } from '@shared/contract/server-render-language';
import { headerTexts, languageSuggestionTexts } from '@/lib/i18n/catalogs';
import { usePageLanguage } from '@/lib/i18n/page-language';
import { useMessages } from '@/lib/i18n/use-messages';
import { CLOSE_LABEL_ATTR, CLOSE_LANG_ATTR, LANGUAGE_LINKS_ATTR } from '@/lib/i18n/language-suggestion';

/** The language suggestion's Close in `code`, for its link (language-suggestion.ts): English, marked, where the catalogs have none. */
function closeIn(code: string) {
  const named = languageSuggestionTexts[code as keyof typeof languageSuggestionTexts]?.close;
  return { [CLOSE_LABEL_ATTR]: named ?? languageSuggestionTexts.en.close, ...(named ? {} : { [CLOSE_LANG_ATTR]: 'en' }) };
}

/**
 * The site's languages, each a plain link to this page in it (ADR 0044), named in its own language; the page's own
 * is marked current. A link, so it works before the page is live, or with no script at all. None on a site of one
 * language.
 */
export function LanguageSwitcher() {
  const page = usePageLanguage();
  const { pathname, search } = useLocation();
  const t = useMessages(headerTexts);
  if (page.languages.length < 2) return null;
  return (
    <ul className="navbar-nav flex-row gap-2 ms-lg-2" aria-label={t('languages')} {...{ [LANGUAGE_LINKS_ATTR]: '' }}>
      {page.languages.map((l) => (
        <li key={l.code} className="nav-item">
          <a
            className={`nav-link${l.code === page.code ? ' active fw-semibold' : ''}`}
            href={pathInLanguage(`${pathname}${search}`, l.code, page.defaultCode)}
            hrefLang={l.code}
            lang={l.code}
            dir={l.direction}
            {...closeIn(l.code)}
            {...(l.code === page.code ? { 'aria-current': 'true' as const } : {})}
          >
            {l.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
