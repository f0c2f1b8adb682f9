import { useEffect, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { components } from '@shared/contract/schema';
import { completeSections, DEFAULT_FEATURES } from '@shared/contract/homepage-rules';
import { useHomeTitle } from '@/app/page-title';
import { LatestArticles } from '@/features/blog/latest-articles';
import { BookingSection } from '@/features/booking/booking-section';
import { HeroSection } from '@/features/hero/hero-section';
import { HowItWorks } from '@/features/how-it-works/how-it-works';
import { Island } from '@/app/island';
// The sections' reads, its islands' included, wherever the home page is drawn (an admin's preview reads them live).
import '@/app/public-endpoints';
import { useGetActiveHomepageQuery, useGetHomepageSettingsQuery } from '@/platform/site-settings/site-settings-api';
import { TestimonialsSection } from '@/features/testimonials/testimonials-section';
import { SECTION_FALLBACK_ROUTES } from '@/lib/navigation/link-target';
import { scrollWhenReady } from '@/lib/navigation/scroll-when-ready';

type SectionKey = components['schemas']['HomepageSectionKey'];

const SECTIONS: Record<SectionKey, ComponentType> = {
  hero: HeroSection,
  'how-it-works': HowItWorks,
  pricing: () => <Island of="pricing-section" />,
  services: () => <Island of="services-section" />,
  testimonials: TestimonialsSection,
  blog: LatestArticles,
  contact: BookingSection,
};

/** The home page: the active homepage record sets the order and visibility (ADR 0026), the feature switches hide their parts. */
export function HomePage() {
  const { data: homepage } = useGetActiveHomepageQuery();
  const { data: settings } = useGetHomepageSettingsQuery();
  useHomeTitle();
  const features = { ...DEFAULT_FEATURES, ...settings?.features };
  const hidden = new Set<SectionKey>([
    ...(features.enableBooking ? [] : ['contact' as const]),
    ...(features.enableReviews ? [] : ['testimonials' as const]),
    ...(features.enableBlog ? [] : ['blog' as const]),
  ]);
  // A record written before a section existed (the blog's) shows it at its default place (completeSections).
  const sections = completeSections(homepage?.sections).filter((s) => s.isVisible && !hidden.has(s.key));

  const location = useLocation();
  const navigate = useNavigate();
  const scrollTo = (location.state as { scrollTo?: string } | null)?.scrollTo;
  // A link to a section this page does not show (booking switched off) goes where that section's content is.
  const fallback = scrollTo && scrollTo === 'contact-section' && !sections.some((s) => s.key === 'contact') ? SECTION_FALLBACK_ROUTES[scrollTo] : undefined;
  useEffect(() => {
    if (fallback) navigate(fallback, { replace: true });
    else if (scrollTo) return scrollWhenReady(scrollTo);
  }, [scrollTo, fallback, navigate, location.key]);

  return (
    <>
      {sections.map(({ key }) => {
        const Section = SECTIONS[key];
        return <Section key={key} />;
      })}
    </>
  );
}
