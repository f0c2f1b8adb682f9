import type { components } from '@shared/contract/schema';
import { HeroSection } from '@/features/hero/hero-section';
import { SitePreview } from '@/platform/site-preview/site-preview';
import { toHeroInput, type HeroDraft } from './hero-rules';

type Hero = components['schemas']['Hero'];

/** The draft as the public hero list would return it, first in line. */
const asPublicHero = (draft: HeroDraft, id = 'preview-hero'): Hero => ({ ...toHeroInput(draft), _id: id, displayOrder: 1 });

/** The home page's hero, the real public section, showing the draft as it is typed. */
export function HeroPreview({ draft, heroId, saveLabel }: { draft: HeroDraft; heroId?: string; saveLabel: string }) {
  return (
    <SitePreview draft={[{ endpointName: 'listActiveHeroes', data: [asPublicHero(draft, heroId)] }]} saveLabel={saveLabel}>
      <HeroSection />
    </SitePreview>
  );
}
