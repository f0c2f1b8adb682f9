import { useRef, useState, type KeyboardEvent } from 'react';
import type { components } from '@shared/contract/schema';
import type { NavPathOptions } from '@/lib/navigation/link-target';
import { useLinkHandler } from '@/lib/navigation/use-link-handler';
import { ResponsiveImage } from '@/platform/media/responsive-image';
import { themeForBackground } from '@shared/theme/palette';
import { useGetActiveHeaderQuery, useGetActiveLogoQuery } from './header-api';
import { NavEntry } from './nav-entry';
import { headerTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';
import { LanguageSwitcher } from './language-switcher';
import { useTextLang, useSitePath } from '@/lib/i18n/page-language';

type Header = components['schemas']['Header'];

/** A moment for the closed phone menu to leave the layout before a link measures where to scroll. */
const MENU_CLOSE_MS = 50;

function Brand({ header, logoUrl, lang }: { header?: Header; logoUrl?: string; lang: (key: string) => string | undefined }) {
  const t = useMessages(headerTexts);
  if (logoUrl)
    return (
      <ResponsiveImage
        src={logoUrl}
        alt={header?.logo?.alt || header?.companyName || t('logoAlt')}
        lang={header?.logo?.alt ? lang('logo.alt') : header?.companyName ? lang('companyName') : undefined}
        height={40}
        width={160}
        sizes="160px"
        className="logo-start"
        style={{ width: 160, height: 40, objectFit: 'contain' }}
      />
    );
  return (
    <span className="fw-bold fs-4" lang={lang(header?.logo?.text ? 'logo.text' : 'companyName')}>
      {header?.logo?.text || header?.companyName}
    </span>
  );
}

/** `blogEnabled`: the settings' "Enable Blog" switch, which decides where the Blog link goes (lib/navigation/link-target.ts). */
export function SiteHeader({ blogEnabled = false }: { blogEnabled?: boolean }) {
  const header = useGetActiveHeaderQuery();
  const lang = useTextLang(header.data);
  const sitePath = useSitePath();
  const logo = useGetActiveLogoQuery(); // a logo failure is tolerated
  const followLink = useLinkHandler();
  const t = useMessages(headerTexts);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggler = useRef<HTMLButtonElement>(null);
  // On a phone the menu closes first, then the link is followed once the page below has settled.
  const follow = (href: string, opts?: NavPathOptions) => {
    setMenuOpen(false);
    window.setTimeout(() => followLink(href, opts), menuOpen ? MENU_CLOSE_MS : 0);
  };

  // Escape closes the phone menu and hands the focus back to its button (an open dropdown closes first).
  const closeOnEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || e.defaultPrevented || !menuOpen) return;
    setMenuOpen(false);
    toggler.current?.focus();
  };

  if (header.isLoading) {
    return (
      <nav className="navbar bg-light border-bottom" data-site-header aria-busy="true" aria-label={t('loading')}>
        <div className="container">
          <span className="placeholder-glow w-25">
            <span className="placeholder col-12" />
          </span>
        </div>
      </nav>
    );
  }
  if (!header.data) {
    return (
      <nav className="navbar bg-light border-bottom" data-site-header>
        <div className="container">
          <span className="text-muted">{t('notConfigured')}</span>
        </div>
      </nav>
    );
  }

  const h = header.data;
  const navItems = [...h.navigationItems].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const primary = h.ctaButtons.primary;
  const secondary = h.ctaButtons.secondary;
  return (
    <nav
      className={`navbar navbar-expand-lg border-bottom${h.isSticky ? ' sticky-top' : ''}`}
      style={{ backgroundColor: h.backgroundColor, color: h.textColor }}
      data-bs-theme={themeForBackground(h.backgroundColor)}
      aria-label={t('mainNavigation')}
      data-site-header
      onKeyDown={closeOnEscape}
    >
      <div className="container">
        <a className="navbar-brand" href={sitePath('/')} onClick={(e) => (e.preventDefault(), follow('/'))} style={{ color: h.textColor }}>
          <Brand header={h} logoUrl={logo.data?.fileUrl} lang={lang} />
        </a>
        <button
          ref={toggler}
          type="button"
          className={`navbar-toggler${menuOpen ? '' : ' collapsed'}`}
          aria-controls="site-nav"
          aria-expanded={menuOpen}
          aria-label={t('toggleNavigation')}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div id="site-nav" className={`navbar-collapse collapse${menuOpen ? ' show' : ''}`}>
          <ul className="navbar-nav mx-auto align-items-lg-center">
            {navItems.map((item, i) => (
              <li key={item._id ?? item.label} className="nav-item d-flex align-items-lg-center">
                {i > 0 && (
                  <span className="d-none d-lg-inline text-muted px-1" aria-hidden="true">
                    |
                  </span>
                )}
                <NavEntry item={item} index={h.navigationItems.indexOf(item)} lang={lang} follow={(href) => follow(href, { mapNavPaths: true, blogEnabled })} />
              </li>
            ))}
          </ul>
          <div className="d-flex gap-2 py-2 py-lg-0">
            <button
              type="button"
              className="btn btn-primary"
              lang={lang('ctaButtons.primary.text')}
              onClick={() => follow(primary?.href ?? '#contact-section')}
            >
              {primary?.text || t('primaryButton')}
            </button>
            <button
              type="button"
              className="btn btn-outline-primary"
              lang={lang('ctaButtons.secondary.text')}
              onClick={() => follow(secondary?.href || '#contact-section')}
            >
              {secondary?.text || t('secondaryButton')}
            </button>
          </div>
          <LanguageSwitcher />
        </div>
      </div>
    </nav>
  );
}
