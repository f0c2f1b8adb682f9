// Every operation of openapi.yaml, by resource.
import type { RouteDef } from '../route';
import { activityRoutes } from './activity';
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
import { pricingRoutes } from './pricing';
import { privacyRoutes } from './privacy-policy';
import { revisionRoutes } from './revisions';
import { serviceDetailRoutes } from './service-details';
import { serviceRoutes } from './service-sections';
import { sessionRoutes } from './session';
import { termsRoutes } from './terms-conditions';
import { testimonialRoutes } from './testimonials';

export const allRoutes: RouteDef[] = [
  ...homepageRoutes,
  ...settingsRoutes,
  ...heroRoutes,
  ...headerRoutes,
  ...footerRoutes,
  ...fileRoutes,
  ...serviceRoutes,
  ...pricingRoutes,
  ...testimonialRoutes,
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
  ...notificationRoutes,
];
