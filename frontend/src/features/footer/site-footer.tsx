import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import type { components } from '@shared/contract/schema';
import { SocialIcon } from '@/components/ui/social-icon';
import { DEFAULT_FEATURES } from '@shared/contract/homepage-rules';
import { ResponsiveImage } from '@/platform/media/responsive-image';
import { useGetHomepageSettingsQuery } from '@/platform/site-settings/site-settings-api';
import { useGetActiveFooterQuery } from './footer-api';
import { Island } from '@/app/island';
import { footerTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';
import { itemKey, useSitePath, useTextLang } from '@/lib/i18n/page-language';

type Footer = components['schemas']['Footer'];

/** `lang`: each of its texts' `lang` by its key within the section (`title`, `links.<id>.title`). */
function LinkSection({ section, lang }: { section: Footer['sections'][number]; lang: (key: string) => string | undefined }) {
  const sitePath = useSitePath();
  const links = (section.links ?? []).filter((l) => l.isActive !== false).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return (
    <nav aria-label={section.title}>
      <h2 className="h6 text-uppercase" lang={lang('title')}>
        {section.title}
      </h2>
      <ul className="list-unstyled small">
        {links.map((l) => (
          <li key={l._id ?? l.url}>
            {/* Block padding makes each link a 24 px target (WCAG 2.5.8) in the tight list. */}
            <a
              href={sitePath(l.url)}
              className="d-inline-block py-1 link-light link-underline-opacity-0"
              lang={lang(itemKey('links', l, (section.links ?? []).indexOf(l), l.title ? 'title' : 'text'))}
            >
              {l.title || l.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { data: footer, isLoading } = useGetActiveFooterQuery();
  const t = useMessages(footerTexts);
  const { data: settings } = useGetHomepageSettingsQuery();
  const lang = useTextLang(footer);
  const sitePath = useSitePath();
  // The newsletter shows when the footer turns it on and the site's feature switch allows it (ADR 0025).
  const newsletterEnabled = settings?.features?.enableNewsletter ?? DEFAULT_FEATURES.enableNewsletter;
  if (isLoading) return <footer className="py-5 bg-dark" aria-busy="true" aria-label={t('loading')} />;
  if (!footer) return null; // a footer load failure renders nothing

  const social = footer.socialMedia.filter((s) => s.isActive !== false && s.url).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const firstSection = footer.sections.filter((s) => s.isActive !== false).sort((a, b) => (a.order ?? 0) - (b.order ?? 0))[0];
  const { address, phone, email } = footer.contactInfo;
  const year = footer.copyright.year ?? new Date().getFullYear();
  return (
    // The focus ring is drawn on the footer's own background: in its text colour, which is chosen to read on it.
    <footer
      className="pt-5 pb-3"
      style={{ backgroundColor: footer.backgroundColor, color: footer.textColor, '--site-focus-color': footer.textColor } as CSSProperties}
    >
      <div className="container">
        <div className="row g-4">
          <div className="col-md-4">
            {footer.logo ? (
              <ResponsiveImage
                src={footer.logo}
                alt={footer.companyName}
                lang={lang('companyName')}
                height={40}
                width={160}
                sizes="160px"
                className="logo-start"
                style={{ width: 160, height: 40, objectFit: 'contain' }}
              />
            ) : (
              <span
                className="d-inline-flex align-items-center justify-content-center rounded-circle text-bg-primary fw-bold"
                style={{ width: 40, height: 40 }}
                aria-hidden="true"
              >
                {footer.companyName.charAt(0)}
              </span>
            )}
            <p className="fw-bold mt-2 mb-1" lang={lang('companyName')}>
              {footer.companyName}
            </p>
            {footer.description && (
              <p className="small" lang={lang('description')}>
                {footer.description}
              </p>
            )}
            <div className="d-flex gap-3">
              {social.map((s) => (
                <a key={s._id ?? s.platform} href={s.url} aria-label={s.platform} className="link-light" rel="noopener noreferrer" target="_blank">
                  <SocialIcon platform={s.platform} />
                </a>
              ))}
            </div>
          </div>
          <address className="col-md-4 small mb-0">
            <h2 className="h6 text-uppercase">{t('contact')}</h2>
            {email && (
              <a href={`mailto:${email}`} className="d-block link-light text-break">
                <span dir="ltr">{email}</span>
              </a>
            )}
            {/* An address runs in the direction of its own letters, an address of email and a telephone number
                always left to right, on a right-to-left page too (ADR 0044). */}
            {(address?.street || address?.city) && (
              <span className="d-block">
                <bdi>{[address?.street, address?.city].filter(Boolean).join(', ')}</bdi>
              </span>
            )}
            {phone && (
              <span className="d-block">
                <span dir="ltr">{phone}</span>
              </span>
            )}
          </address>
          <div className="col-md-4">
            {footer.newsletter.isActive && newsletterEnabled ? (
              <Island of="newsletter-form" newsletter={footer.newsletter} />
            ) : (
              firstSection && (
                <LinkSection
                  section={firstSection}
                  lang={(key) => lang(`${itemKey('sections', firstSection, footer.sections.indexOf(firstSection))}.${key}`)}
                />
              )
            )}
          </div>
        </div>
        <hr />
        <div className="d-flex flex-wrap justify-content-between gap-2 small">
          <span lang={lang(footer.copyright.text ? 'copyright.text' : 'companyName')}>{footer.copyright.text || `© ${year} ${footer.companyName}`}</span>
          <span className="d-flex flex-wrap column-gap-3 row-gap-1">
            <Link to="/privacy-policy" className="link-light">
              {t('privacyPolicy')}
            </Link>
            <Link to="/terms-conditions" className="link-light">
              {t('terms')}
            </Link>
            {footer.legalLinks
              .filter((l) => l.isActive !== false)
              .map((l) => (
                <a
                  key={l._id ?? l.url}
                  href={sitePath(l.url)}
                  className="link-light"
                  lang={lang(itemKey('legalLinks', l, footer.legalLinks.indexOf(l), 'text'))}
                >
                  {l.text}
                </a>
              ))}
          </span>
        </div>
      </div>
    </footer>
  );
}
