import { actor, created, done, ok, route, type RouteDef } from '../route';
import { listReply } from '../services/pagination';
import * as testimonials from '../services/testimonials';

const SAVED = 'Testimonials configuration saved successfully!';

export const testimonialRoutes: RouteDef[] = [
  route('get', '/testimonials/admin/all', async ({ deps, query }) => listReply(await testimonials.listSections(deps.db, query))),
  route('get', '/testimonials/active', async ({ deps }) => ok(await testimonials.getActiveSection(deps.db))),
  route('post', '/testimonials/section', async ({ deps, body, auth }) => created(await testimonials.createSection(deps.db, body, actor(auth)), SAVED)),
  route('get', '/testimonials/section/{id}', async ({ deps, params }) => ok(await testimonials.getSection(deps.db, params.id))),
  route('put', '/testimonials/section/{id}', async ({ deps, params, body, auth }) =>
    ok(await testimonials.updateSection(deps.db, params.id, body, actor(auth)), SAVED),
  ),
  route('delete', '/testimonials/section/{id}', async ({ deps, params }) => {
    await testimonials.deleteSection(deps.db, params.id);
    return done('Testimonials section deleted successfully!');
  }),
  route('post', '/testimonials/section/{id}/testimonial/add', async ({ deps, params, body, auth }) =>
    created(await testimonials.addTestimonial(deps.db, params.id, body, actor(auth)), 'Testimonial added successfully!'),
  ),
  route('put', '/testimonials/section/{id}/testimonial/{tid}/update', async ({ deps, params, body, auth }) =>
    ok(await testimonials.updateTestimonial(deps.db, params.id, params.tid, body, actor(auth)), 'Testimonial updated successfully!'),
  ),
  route('delete', '/testimonials/section/{id}/testimonial/{tid}/remove', async ({ deps, params, auth }) =>
    ok(await testimonials.removeTestimonial(deps.db, params.id, params.tid, actor(auth)), 'Testimonial removed successfully!'),
  ),
  route('post', '/testimonials/section/{id}/testimonials/reorder', async ({ deps, params, body, auth }) =>
    ok(await testimonials.reorderTestimonials(deps.db, params.id, body.testimonialIds, actor(auth)), 'Testimonials reordered successfully!'),
  ),
];
