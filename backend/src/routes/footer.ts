import { actor, created, done, ok, route } from '../route';
import { listReply } from '../services/pagination';
import * as footers from '../services/footer';

const SAVED = 'Footer data saved successfully!';

export const footerRoutes = [
  route('get', '/footer/get-all-footers', async ({ deps, query }) => listReply(await footers.listFooters(deps.db, query))),
  route('get', '/footer/get-active-footer', async ({ deps }) => ok(await footers.getActiveFooter(deps.db))),
  route('get', '/footer/get-footer-by-id/{id}', async ({ deps, params }) => ok(await footers.getFooter(deps.db, params.id))),
  route('post', '/footer/create-new-footer', async ({ deps, body, auth }) => created(await footers.createFooter(deps.db, body, actor(auth)), SAVED)),
  route('put', '/footer/update-footer/{id}', async ({ deps, params, body, auth }) =>
    ok(await footers.updateFooter(deps.db, params.id, body, actor(auth)), SAVED),
  ),
  route('put', '/footer/toggle-footer-status/{id}', async ({ deps, params, auth }) => {
    const { footer, message } = await footers.toggleFooter(deps.db, params.id, actor(auth));
    return ok(footer, message);
  }),
  route('put', '/footer/update-footer-sections/{id}', async ({ deps, params, body, auth }) =>
    ok(await footers.replaceSections(deps.db, params.id, body.sections, actor(auth)), 'Footer sections updated successfully!'),
  ),
  route('put', '/footer/update-social-media/{id}', async ({ deps, params, body, auth }) =>
    ok(await footers.replaceSocialMedia(deps.db, params.id, body.socialMedia, actor(auth)), 'Social media links updated successfully!'),
  ),
  route('put', '/footer/update-contact-info/{id}', async ({ deps, params, body, auth }) =>
    ok(await footers.replaceContactInfo(deps.db, params.id, body.contactInfo, actor(auth)), 'Contact information updated successfully!'),
  ),
  route('delete', '/footer/delete-footer/{id}', async ({ deps, params }) => {
    await footers.deleteFooter(deps.db, params.id);
    return done('Footer deleted successfully!');
  }),
];
