import type { InitialQuery } from '@shared/contract/initial-data';
import { SitePreview } from '@/platform/site-preview/site-preview';
import { HomePage } from '@/routes/public/home-page';
import { toSectionsBody, type Homepage, type LayoutSection } from './layout-rules';

/** The sections' own content, as visitors get it today. */
const SECTION_READS: InitialQuery[] = [
  { endpointName: 'listActiveHeroes' },
  { endpointName: 'getActivePricing' },
  { endpointName: 'getActiveServices' },
  { endpointName: 'getActiveTestimonials' },
];

/** The home page, the real public one, with the draft's order and visibility. */
export function HomePagePreview({ homepage, draft }: { homepage: Homepage; draft: LayoutSection[] }) {
  return (
    <SitePreview
      draft={[{ endpointName: 'getActiveHomepage', data: { ...homepage, sections: toSectionsBody(draft) } }]}
      live={SECTION_READS}
      saveLabel="Save layout"
    >
      <HomePage />
    </SitePreview>
  );
}
