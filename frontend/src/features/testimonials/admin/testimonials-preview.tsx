import { SitePreview } from '@/platform/site-preview/site-preview';
import { TestimonialsSection } from '@/features/testimonials/testimonials-section';
import { normaliseMax, toSectionInput, type SectionDraft, type TestimonialsSection as Section } from './testimonials-rules';

/** The draft as the public testimonials read would return it. */
function asPublicSection(draft: SectionDraft): Section {
  const input = toSectionInput(draft);
  return {
    ...input,
    _id: draft._id ?? 'preview-testimonials',
    displaySettings: {
      showRatings: draft.showRatings,
      showImages: draft.showImages,
      maxTestimonials: normaliseMax(draft.maxTestimonials),
      layout: draft.layout,
    },
    testimonials: (input.testimonials ?? []).map((t, i) => ({ ...t, _id: t._id ?? draft.testimonials[i].key, order: t.order ?? i + 1 })),
  };
}

/** The home page's testimonials, the real public section, showing the draft as it is typed. */
export function TestimonialsPreview({ draft }: { draft: SectionDraft }) {
  return (
    <SitePreview draft={[{ endpointName: 'getActiveTestimonials', data: asPublicSection(draft) }]} saveLabel="Save Testimonials Configuration">
      <TestimonialsSection />
    </SitePreview>
  );
}
