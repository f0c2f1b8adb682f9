import { actor, created, done, ok, route } from '../route';
import { listReply } from '../services/pagination';
import * as heroes from '../services/hero';

export const heroRoutes = [
  route('get', '/hero/list', async ({ deps, query }) => listReply(await heroes.listHeroes(deps.db, query))),
  route('get', '/hero/active-list', async ({ deps, query }) => ok(await heroes.listActiveHeroes(deps.db, query.limit as number | undefined))),
  route('get', '/hero/details/{id}', async ({ deps, params }) => ok(await heroes.getHero(deps.db, params.id))),
  route('post', '/hero/create', async ({ deps, body, auth }) =>
    created(await heroes.createHero(deps.db, body, actor(auth)), 'Hero section created successfully!'),
  ),
  route('put', '/hero/update/{id}', async ({ deps, params, body, auth }) =>
    ok(await heroes.updateHero(deps.db, params.id, body, actor(auth)), 'Hero section updated successfully!'),
  ),
  route('delete', '/hero/delete/{id}', async ({ deps, params }) => {
    await heroes.deleteHero(deps.db, params.id);
    return done('Hero section deleted successfully!');
  }),
];
