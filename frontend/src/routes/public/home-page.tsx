import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { HeroSection } from '@/features/hero/hero-section';
import { HowItWorks } from '@/features/how-it-works/how-it-works';
import { scrollToSection } from '@/lib/navigation/link-target';

/** The home page in the spec's section order; pricing, services, testimonials and booking arrive next. */
export function HomePage() {
  const { state } = useLocation() as { state: { scrollTo?: string } | null };
  useEffect(() => {
    if (state?.scrollTo) scrollToSection(state.scrollTo);
  }, [state]);
  return (
    <>
      <HeroSection />
      <HowItWorks />
      <section id="pricing-section" aria-label="Pricing" />
      <section id="services-section" aria-label="Services" />
      <section id="testimonials-section" aria-label="Testimonials" />
      <section id="contact-section" aria-label="Get in Touch" />
    </>
  );
}
