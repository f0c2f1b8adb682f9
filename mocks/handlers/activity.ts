import { activityFor, adminNames } from '../activity';
import { ok, route } from '../route';
import { listReply } from './support';

export const activityRoutes = [
  route('get', '/activity', ({ auth, query }) => listReply(activityFor(auth!.admin.role, query), query)),
  route('get', '/activity/admins', () => ok(adminNames())),
];
