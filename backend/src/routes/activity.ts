import type { ActivityCategory } from '@shared/contract/activity';
import { ok, route } from '../route';
import * as activity from '../services/activity';
import { listReply } from '../services/pagination';
import { signedIn } from '../services/session';

export const activityRoutes = [
  route('get', '/activity', async ({ deps, auth, query }) =>
    listReply(
      await activity.listActivity(deps.db, signedIn(auth).admin.role, {
        ...query,
        category: query.category as ActivityCategory | undefined,
        adminId: query.adminId as string | undefined,
        from: query.from as string | undefined,
        to: query.to as string | undefined,
        caseFileAccess: query.caseFileAccess === true,
      }),
    ),
  ),
  route('get', '/activity/admins', async ({ deps }) => ok(await activity.listAdminNames(deps.db))),
];
