import { useLocation } from 'react-router-dom';
import { pathInLanguage } from '@shared/contract/server-render-language';
import { headerTexts } from '@/lib/i18n/catalogs';
import { usePageLanguage } from '@/lib/i18n/page-language';
import { useMessages } from '@/lib/i18n/use-messages';
import { LANGUAGE_LINKS_ATTR } from '@/lib/i18n/language-suggestion';

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
            {...(l.code === page.code ? { 'aria-current': 'true' as const } : {})}
          >
            {l.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
