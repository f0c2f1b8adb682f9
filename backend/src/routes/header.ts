import { actor, created, done, ok, route } from '../route';
import { listReply } from '../services/pagination';
import * as headers from '../services/header';

const SAVED = 'Header saved successfully!';

export const headerRoutes = [
  route('get', '/header/list', async ({ deps, query }) => listReply(await headers.listHeaders(deps.db, query))),
  route('get', '/header/active', async ({ deps }) => ok(await headers.getActiveHeader(deps.db))),
  route('get', '/header/{id}', async ({ deps, params }) => ok(await headers.getHeader(deps.db, params.id))),
  route('post', '/header/create', async ({ deps, body, auth }) => created(await headers.createHeader(deps.db, body, actor(auth)), SAVED)),
  route('put', '/header/update/{id}', async ({ deps, params, body, auth }) => ok(await headers.updateHeader(deps.db, params.id, body, actor(auth)), SAVED)),
  route('put', '/header/toggle-status/{id}', async ({ deps, params, auth }) => {
    const { header, message } = await headers.toggleHeader(deps.db, params.id, actor(auth));
    return ok(header, message);
  }),
  route('put', '/header/navigation/{id}', async ({ deps, params, body, auth }) =>
    ok(await headers.replaceNavigation(deps.db, params.id, body.navigationItems, actor(auth)), 'Navigation updated successfully!'),
  ),
  route('delete', '/header/delete/{id}', async ({ deps, params }) => {
    await headers.deleteHeader(deps.db, params.id);
    return done('Header deleted successfully!');
  }),
];
