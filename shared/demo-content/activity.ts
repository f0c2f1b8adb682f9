import { contentActivity, signInActivity } from '@shared/contract/activity';
import type { RevisionChange } from '@shared/contract/revisions';
import type { components } from '@shared/contract/schema';
import { demoAdmins } from './admins';
import { ID_PREFIX } from './ids';
import { revisions } from './revisions';

type S = components['schemas'];

/**
 * The demo activity log, oldest first: the demo revisions as content events, and each active demo admin's last
 * sign-in. Names are not stored (they are looked up when the log is read), as on the server.
 */
export const activityEvents: Omit<S['ActivityEvent'], 'adminName'>[] = [
  ...revisions.map((r) => ({ ...contentActivity(r as unknown as RevisionChange, r.createdBy!), createdAt: r.createdAt })),
  ...demoAdmins.filter((a) => a.admin.lastLoginAt).map((a) => ({ ...signInActivity(a.admin._id, a.admin.email), createdAt: a.admin.lastLoginAt! })),
]
  .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
  .map((e, i) => ({ _id: `${ID_PREFIX}e${String(i + 1).padStart(2, '0')}`, ...e }));
