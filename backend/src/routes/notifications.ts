import { NOTIFICATIONS_SAVED } from '@shared/contract/mail';
import { actor, ok, route } from '../route';
import * as mail from '../services/mail-outbox';

export const notificationRoutes = [
  route('get', '/notifications/settings', async ({ deps }) => ok(await mail.getNotificationSettings(deps.db, deps.config))),
  route('put', '/notifications/settings', async ({ deps, body, auth }) =>
    ok(await mail.saveNotificationSettings(deps.db, deps.config, body, actor(auth)), NOTIFICATIONS_SAVED),
  ),
];
