import { requireSuperAdmin } from '../middleware/auth';
import { created, done, ok, route } from '../route';
import * as admins from '../services/admins';
import { listReply } from '../services/pagination';

/** Every admin-account call is for super admins only (DECISIONS 9). */
const superAdminId = (auth: Parameters<typeof requireSuperAdmin>[0]) => requireSuperAdmin(auth).admin._id;

export const adminRoutes = [
  route('get', '/admin', async ({ deps, auth, query }) => {
    superAdminId(auth);
    return listReply(await admins.listAdmins(deps.db, query));
  }),
  route('post', '/admin', async ({ deps, auth, body }) => {
    superAdminId(auth);
    return created(await admins.createAdmin(deps.db, body), 'Admin created successfully');
  }),
  route('get', '/admin/{id}', async ({ deps, auth, params }) => {
    superAdminId(auth);
    return ok(await admins.getAdmin(deps.db, params.id));
  }),
  route('put', '/admin/{id}', async ({ deps, auth, params, body }) =>
    ok(await admins.updateAdmin(deps.db, superAdminId(auth), params.id, body), 'Admin updated successfully'),
  ),
  route('delete', '/admin/{id}', async ({ deps, auth, params }) => {
    await admins.deleteAdmin(deps.db, superAdminId(auth), params.id);
    return done('Admin deleted successfully');
  }),
];
