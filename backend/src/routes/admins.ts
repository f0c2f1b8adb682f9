import { actor, created, done, ok, route } from '../route';
import { accountActivity, accountFieldsChanged } from '@shared/contract/activity';
import * as admins from '../services/admins';
import { recordActivity } from '../services/activity';
import { listReply } from '../services/pagination';

// Every admin-account call is for super admins only: openapi.yaml declares it (`x-required-role: super_admin`) and
// the route kit refuses anyone else before a handler runs (ADR 0029).
export const adminRoutes = [
  route('get', '/admin', async ({ deps, query }) => listReply(await admins.listAdmins(deps.db, query))),
  route('post', '/admin', async ({ deps, auth, body }) => {
    const me = actor(auth);
    const admin = await admins.createAdmin(deps.db, body);
    await recordActivity(deps.db, accountActivity('admin-create', me, admin));
    return created(admin, 'Admin created successfully');
  }),
  route('get', '/admin/{id}', async ({ deps, params }) => ok(await admins.getAdmin(deps.db, params.id))),
  route('put', '/admin/{id}', async ({ deps, auth, params, body }) => {
    const me = actor(auth);
    const admin = await admins.updateAdmin(deps.db, me, params.id, body);
    deps.releases?.contentChanged();
    await recordActivity(deps.db, accountActivity('admin-update', me, admin, accountFieldsChanged(body)));
    return ok(admin, 'Admin updated successfully');
  }),
  route('delete', '/admin/{id}', async ({ deps, auth, params }) => {
    const me = actor(auth);
    const admin = await admins.getAdmin(deps.db, params.id);
    await admins.deleteAdmin(deps.db, me, params.id);
    await recordActivity(deps.db, accountActivity('admin-delete', me, admin));
    return done('Admin deleted successfully');
  }),
];
