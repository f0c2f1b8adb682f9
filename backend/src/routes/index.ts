// Every operation of openapi.yaml, by resource; the kinds built from their declarations (services/built-kinds.ts)
// each get the ordered-items route list.
import { BUILT_KINDS } from '@shared/content-kinds';
import type { RouteDef } from '../route';
import { builtServices } from '../services/built-kinds';
import { activityRoutes } from './activity';
import { releaseRoutes } from './releases';
import { adminRoutes } from './admins';
import { bookingRoutes } from './bookings';
import { caseUploadRoutes } from './case-uploads';
import { contactRoutes } from './contact';
import { dashboardRoutes } from './dashboard';
import { fileRoutes } from './files';
import { footerRoutes } from './footer';
import { headerRoutes } from './header';
import { heroRoutes } from './hero';
import { homepageRoutes, settingsRoutes } from './homepage';
import { newsletterRoutes } from './newsletter';
import { notificationRoutes } from './notifications';
import { orderedItemsRoutes } from './ordered-items';
import { privacyRoutes } from './privacy-policy';
import { revisionRoutes } from './revisions';
import { serviceDetailRoutes } from './service-details';
import { sessionRoutes } from './session';
import { termsRoutes } from './terms-conditions';

export const allRoutes: RouteDef[] = [
  ...homepageRoutes,
  ...settingsRoutes,
  ...heroRoutes,
  ...headerRoutes,
  ...footerRoutes,
  ...fileRoutes,
  ...BUILT_KINDS.flatMap((k) => orderedItemsRoutes(k, builtServices[k.kind])),
  ...serviceDetailRoutes,
  ...sessionRoutes,
  ...adminRoutes,
  ...bookingRoutes,
  ...caseUploadRoutes,
  ...privacyRoutes,
  ...termsRoutes,
  ...contactRoutes,
  ...newsletterRoutes,
  ...dashboardRoutes,
  ...revisionRoutes,
  ...activityRoutes,
  ...releaseRoutes,
  ...notificationRoutes,
];
