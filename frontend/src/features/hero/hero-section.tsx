import { Button, Container, Placeholder } from 'react-bootstrap';
import type { components } from '@contract/schema';
import { useLinkHandler } from '@/lib/navigation/use-link-handler';
import { useListActiveHeroesQuery } from './hero-api';

type Hero = components['schemas']['Hero'];

/** Shown when the heroes cannot be loaded (spec section 2). */
export const DEFAULT_HERO: Pick<Hero, 'title' | 'subtitle' | 'ctaText' | 'ctaLink' | 'backgroundColor' | 'textColor'> = {
  title: 'Precision implant planning and surgical guides',
  subtitle: 'Send your CBCT and scans; our specialists plan the implants and design a guide ready to print.',
  ctaText: 'Book Online Session',
  ctaLink: '/contact',
  backgroundColor: '#0f172a',
  textColor: '#ffffff',
};

export function HeroSection() {
  const { data, isLoading } = useListActiveHeroesQuery();
  const follow = useLinkHandler();

  if (isLoading) {
    return (
      <section id="hero-section" className="py-5 bg-light" aria-busy="true" aria-label="Loading hero">
        <Container>
          <Placeholder as="div" animation="glow" className="display-5 mb-3">
            <Placeholder xs={8} />
          </Placeholder>
          <Placeholder as="p" animation="glow">
            <Placeholder xs={6} />
          </Placeholder>
        </Container>
      </section>
    );
  }

  const hero = data?.[0];
  const shown = hero ?? DEFAULT_HERO;
  return (
    <section id="hero-section" className="py-5" style={{ backgroundColor: shown.backgroundColor, color: shown.textColor }}>
      <Container className="row mx-auto align-items-center g-4">
        <div className="col-lg-6">
          <h1 className="display-5 fw-bold">{shown.title}</h1>
          {shown.subtitle && <p className="lead">{shown.subtitle}</p>}
          <Button size="lg" variant="primary" onClick={() => follow(shown.ctaLink || '/contact')}>
            {shown.ctaText || 'Book Online Session'}
          </Button>
        </div>
        {hero?.banner && (
          <div className="col-lg-6">
            <img
              src={hero.banner}
              alt={hero.bannerAlt || hero.title}
              className="img-fluid rounded"
              width={1600}
              height={700}
              style={{ aspectRatio: '16 / 7', height: 'auto' }}
            />
          </div>
        )}
      </Container>
    </section>
  );
}
