import { actor, created, done, ok, route } from '../route';
import { listReply } from '../services/pagination';
import * as homepage from '../services/homepage';

export const homepageRoutes = [
  route('get', '/homepage', async ({ deps, query }) => listReply(await homepage.listHomepages(deps.db, query))),
  route('get', '/homepage/active', async ({ deps }) => ok(await homepage.getActiveHomepage(deps.db))),
  route('post', '/homepage', async ({ deps, body, auth }) =>
    created(await homepage.createHomepage(deps.db, body, actor(auth)), 'Homepage created successfully!'),
  ),
  route('put', '/homepage/{id}', async ({ deps, params, body, auth }) =>
    ok(await homepage.updateHomepage(deps.db, params.id, body, actor(auth)), 'Homepage updated successfully!'),
  ),
  route('put', '/homepage/{id}/activate', async ({ deps, params, auth }) =>
    ok(await homepage.activateHomepage(deps.db, params.id, actor(auth)), 'Homepage activated successfully!'),
  ),
];

const SETTINGS_SAVED = 'Homepage settings saved successfully!';

export const settingsRoutes = [
  route('get', '/homepage/settings', async ({ deps }) => ok(await homepage.getSettings(deps.db))),
  route('post', '/homepage/settings', async ({ deps, body, auth }) => created(await homepage.createSettings(deps.db, body, actor(auth)), SETTINGS_SAVED)),
  route('put', '/homepage/settings/{id}', async ({ deps, params, body, auth }) =>
    ok(await homepage.updateSettings(deps.db, params.id, body, actor(auth)), SETTINGS_SAVED),
  ),
  route('delete', '/homepage/settings/{id}', async ({ deps, params }) => {
    await homepage.deleteSettings(deps.db, params.id);
    return done('Homepage settings deleted successfully!');
  }),
];
