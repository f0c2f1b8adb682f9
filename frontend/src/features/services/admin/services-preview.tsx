import { ServicesSection } from '@/features/services/services-section';
import { SitePreview } from '@/platform/site-preview/site-preview';
import { toSectionInput, type SectionDraft, type ServiceSection } from './services-rules';

/** The draft as the public services read would return it (a new service links to its details by its draft key). */
function asPublicSection(draft: SectionDraft, section?: ServiceSection): ServiceSection {
  const input = toSectionInput(draft, section?.isActive);
  return {
    ...input,
    _id: section?._id ?? 'preview-services',
    services: (input.services ?? []).map((s, i) => ({ ...s, _id: s._id ?? draft.services[i].key, order: i + 1 })),
  };
}

/** The home page's services, the real public section, showing the draft as it is typed. */
export function ServicesPreview({ draft, section }: { draft: SectionDraft; section?: ServiceSection }) {
  return (
    <SitePreview
      draft={[{ endpointName: 'getActiveServiceSection', data: asPublicSection(draft, section) }]}
      saveLabel={section ? 'Update Services' : 'Create Services'}
    >
      <ServicesSection />
    </SitePreview>
  );
}
