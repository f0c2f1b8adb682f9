import type { components } from '@shared/contract/schema';
import { db } from '../db';
import { HttpError } from '@shared/contract/http-error';
import { route, ok, created, done } from '../route';
import {
  applyChanges,
  assertSameIds,
  byOrder,
  findById,
  keepSingleActive,
  mergeItem,
  listReply,
  removeById,
  renumber,
  stampCreated,
  stampUpdated,
  withIds,
} from './support';

type S = components['schemas'];
type Section = S['TestimonialsSection'];
type Testimonial = S['Testimonial'];

const SECTION = 'Testimonials section';
const TESTIMONIAL = 'Testimonial';
const SAVED = 'Testimonials configuration saved successfully!';

const DEFAULT_DISPLAY: S['DisplaySettings'] = { showRatings: true, showImages: true, maxTestimonials: 6, layout: 'grid' };

/** A testimonial as stored: an id, rating 5 and active unless given, and its order. */
function toTestimonial(input: S['TestimonialInput'], order: number): Testimonial {
  const [withId] = withIds([input]);
  return { ...withId, rating: input.rating ?? 5, isActive: input.isActive ?? true, order: input.order ?? order };
}

const normaliseTestimonials = (items: S['TestimonialInput'][]) => items.map((t, i) => toTestimonial(t, i + 1));

const findSection = (id: string) => findById(db.testimonialSections, id, SECTION);

export const testimonialRoutes = [
  route('get', '/testimonials/admin/all', ({ query }) => listReply(db.testimonialSections, query)),

  route('get', '/testimonials/active', () => {
    const active = db.testimonialSections.find((s) => s.isActive);
    if (!active) throw new HttpError(404, 'No active testimonials section found');
    const max = active.displaySettings?.maxTestimonials ?? DEFAULT_DISPLAY.maxTestimonials;
    const shown = active.testimonials
      .filter((t) => t.isActive)
      .sort(byOrder)
      .slice(0, max);
    return ok({ ...active, testimonials: shown });
  }),

  route('post', '/testimonials/section', ({ body, auth }) => {
    const section: Section = stampCreated(
      {
        ...body,
        displaySettings: { ...DEFAULT_DISPLAY, ...body.displaySettings },
        testimonials: normaliseTestimonials(body.testimonials ?? []),
      },
      auth,
    );
    db.testimonialSections.push(section);
    keepSingleActive(db.testimonialSections, section);
    return created(section, SAVED);
  }),

  route('get', '/testimonials/section/{id}', ({ params }) => ok(findSection(params.id))),

  route('put', '/testimonials/section/{id}', ({ params, body, auth }) => {
    const section = findSection(params.id);
    const { testimonials, displaySettings, ...fields } = body;
    applyChanges(
      section,
      {
        ...fields,
        ...(displaySettings ? { displaySettings: { ...DEFAULT_DISPLAY, ...section.displaySettings, ...displaySettings } } : {}),
        ...(testimonials ? { testimonials: normaliseTestimonials(testimonials) } : {}),
      },
      auth,
    );
    keepSingleActive(db.testimonialSections, section);
    return ok(section, SAVED);
  }),

  route('delete', '/testimonials/section/{id}', ({ params }) => {
    removeById(db.testimonialSections, params.id, SECTION);
    return done('Testimonials section deleted successfully!');
  }),

  route('post', '/testimonials/section/{id}/testimonial/add', ({ params, body, auth }) => {
    const section = findSection(params.id);
    section.testimonials.push(toTestimonial(body, section.testimonials.length + 1));
    stampUpdated(section, auth);
    return created(section, 'Testimonial added successfully!');
  }),

  route('put', '/testimonials/section/{id}/testimonial/{tid}/update', ({ params, body, auth }) => {
    const section = findSection(params.id);
    mergeItem(findById(section.testimonials, params.tid, TESTIMONIAL), body);
    stampUpdated(section, auth);
    return ok(section, 'Testimonial updated successfully!');
  }),

  route('delete', '/testimonials/section/{id}/testimonial/{tid}/remove', ({ params, auth }) => {
    const section = findSection(params.id);
    removeById(section.testimonials, params.tid, TESTIMONIAL);
    section.testimonials = renumber(section.testimonials.sort(byOrder));
    stampUpdated(section, auth);
    return ok(section, 'Testimonial removed successfully!');
  }),

  route('post', '/testimonials/section/{id}/testimonials/reorder', ({ params, body, auth }) => {
    const section = findSection(params.id);
    const ids = body.testimonialIds;
    assertSameIds(ids, section.testimonials, 'testimonialIds', 'Invalid testimonial IDs for reordering');
    section.testimonials = renumber(ids.map((id) => findById(section.testimonials, id, TESTIMONIAL)));
    stampUpdated(section, auth);
    return ok(section, 'Testimonials reordered successfully!');
  }),
];
