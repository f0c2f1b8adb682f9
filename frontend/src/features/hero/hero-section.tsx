import type { CSSProperties } from 'react';
import type { components } from '@shared/contract/schema';
import { ResponsiveImage } from '@/platform/media/responsive-image';
import { useLinkHandler } from '@/lib/navigation/use-link-handler';
import { usePageLanguage, useSitePath, useTextLang } from '@/lib/i18n/page-language';
import { useListActiveHeroesQuery } from './hero-api';
import { heroTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';

type Hero = components['schemas']['Hero'];

/** Shown when the heroes cannot be loaded (docs/product/screens.md). */
export const DEFAULT_HERO: Pick<Hero, 'title' | 'subtitle' | 'ctaLink' | 'backgroundColor' | 'textColor'> = {
  title: 'Precision implant planning and surgical guides',
  subtitle: 'Send your CBCT and scans; our specialists plan the implants and design a guide ready to print.',
  ctaLink: '/contact',
  backgroundColor: '#0f172a',
  textColor: '#ffffff',
};

/** The banner's column: half the container from `lg` up (Bootstrap's container widths less the gutter), else the screen. */
const HERO_IMAGE_SIZES = '(min-width: 1400px) 636px, (min-width: 1200px) 546px, (min-width: 992px) 456px, 100vw';

export function HeroSection() {
  const { data, isLoading } = useListActiveHeroesQuery();
  const follow = useLinkHandler();
  const t = useMessages(heroTexts);
  const sitePath = useSitePath();
  const recordLang = useTextLang(data?.[0]);
  const page = usePageLanguage();

  if (isLoading) {
    return (
      <section id="hero-section" className="py-5 bg-light" aria-busy="true" aria-label={t('loading')}>
        <div className="container">
          <div className="display-5 mb-3 placeholder-glow">
            <span className="placeholder col-8" />
          </div>
          <p className="placeholder-glow">
            <span className="placeholder col-6" />
          </p>
        </div>
      </section>
    );
  }

  const hero = data?.[0];
  const shown = hero ?? DEFAULT_HERO;
  // The built-in hero is English (marked so on another language's page); its button is the catalogs' text.
  const lang = (key: string) => (hero ? recordLang(key) : page.code === 'en' ? undefined : 'en');
  const ctaText = hero?.ctaText;
  const ctaHref = shown.ctaLink || '/contact';
  return (
    // The focus ring is drawn on the hero's own background: in its text colour, which is chosen to read on it.
    <section
      id="hero-section"
      className="py-5"
      style={{ backgroundColor: shown.backgroundColor, color: shown.textColor, '--site-focus-color': shown.textColor } as CSSProperties}
    >
      <div className="container row mx-auto align-items-center g-4">
        <div className="col-lg-6">
          <h1 className="display-5 fw-bold" lang={lang('title')}>
            {shown.title}
          </h1>
          {shown.subtitle && (
            <p className="lead" lang={lang('subtitle')}>
              {shown.subtitle}
            </p>
          )}
          {/* A link, so it goes where it says before the page is live, or with no script at all. */}
          <a
            className="btn btn-primary btn-lg"
            href={sitePath(ctaHref)}
            lang={ctaText ? lang('ctaText') : undefined}
            onClick={(e) => {
              e.preventDefault();
              follow(ctaHref);
            }}
          >
            {ctaText || t('cta')}
          </a>
        </div>
        {hero?.banner && (
          <div className="col-lg-6">
            {/* The banner is the home page's largest paint: preloaded from the served HTML's head. */}
            <ResponsiveImage
              src={hero.banner}
              alt={hero.bannerAlt || hero.title}
              lang={lang(hero.bannerAlt ? 'bannerAlt' : 'title')}
              className="img-fluid rounded w-100"
              width={1600}
              height={700}
              sizes={HERO_IMAGE_SIZES}
              priority
              style={{ height: 'auto' }}
            />
          </div>
        )}
      </div>
    </section>
  );
}
