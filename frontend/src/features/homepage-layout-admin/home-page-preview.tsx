import { HOME_SECTION_READS } from '@shared/contract/initial-data';
import { SitePreview } from '@/platform/site-preview/site-preview';
import { HomePage } from '@/routes/public/home-page';
import { toSectionsBody, type Homepage, type LayoutSection } from './layout-rules';

/** The home page, the real public one, with the draft's order and visibility; the sections' own content as visitors get it today. */
export function HomePagePreview({ homepage, draft }: { homepage: Homepage; draft: LayoutSection[] }) {
  return (
    <SitePreview
      draft={[{ endpointName: 'getActiveHomepage', data: { ...homepage, sections: toSectionsBody(draft) } }]}
      live={HOME_SECTION_READS}
      saveLabel="Save layout"
    >
      <HomePage />
    </SitePreview>
  );
}
