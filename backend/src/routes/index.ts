// Every operation of openapi.yaml, by resource; the kinds built from their declarations (services/built-kinds.ts)
// each get the ordered-items route list. mountedRoutes: the ones a server mounts with its configuration.
import { BUILT_KINDS } from '@shared/content-kinds';
import { tagOf } from '@shared/pipeline/context';
import type { Config } from '../config';
import type { RouteDef } from '../route';
import { builtServices } from '../services/built-kinds';
import { activityRoutes } from './activity';
import { articleRoutes } from './article';
import { releaseRoutes } from './releases';
import { adminRoutes } from './admins';
import { bookingRoutes } from './bookings';
import { caseUploadRoutes } from './case-uploads';
import { chatRoutes } from './chat';
import { chatStreamRoutes } from './chat-streams';
import { consentRoutes } from './consent';
import { contactRoutes } from './contact';
import { dashboardRoutes } from './dashboard';
import { fileRoutes } from './files';
import { footerRoutes } from './footer';
import { headerRoutes } from './header';
import { healthConsentRoutes } from './health-consent';
import { heroRoutes } from './hero';
import { homepageRoutes, settingsRoutes } from './homepage';
import { newsletterRoutes } from './newsletter';
import { notificationRoutes } from './notifications';
import { orderedItemsRoutes } from './ordered-items';
import { personDataRoutes } from './person-data';
import { privacyRoutes } from './privacy-policy';
import { revisionRoutes } from './revisions';
import { serviceDetailRoutes } from './service-details';
import { sessionRoutes } from './session';
import { termsRoutes } from './terms-conditions';
import { translationRoutes } from './translations';
import { testStateRoutes } from './test-state';

export const allRoutes: RouteDef[] = [
  ...homepageRoutes,
  ...settingsRoutes,
  ...heroRoutes,
  ...headerRoutes,
  ...footerRoutes,
  ...fileRoutes,
  ...BUILT_KINDS.flatMap((k) => orderedItemsRoutes(k, builtServices[k.kind])),
  ...serviceDetailRoutes,
  ...articleRoutes,
  ...sessionRoutes,
  ...adminRoutes,
  ...bookingRoutes,
  ...caseUploadRoutes,
  ...privacyRoutes,
  ...personDataRoutes,
  ...termsRoutes,
  ...contactRoutes,
  ...consentRoutes,
  ...healthConsentRoutes,
  ...newsletterRoutes,
  ...chatRoutes,
  ...dashboardRoutes,
  ...revisionRoutes,
  ...activityRoutes,
  ...releaseRoutes,
  ...translationRoutes,
  ...notificationRoutes,
  ...testStateRoutes,
  ...chatStreamRoutes,
];

/** The tag of the calls that set up a test's state (routes/test-state.ts). */
export const TEST_STATE_TAG = 'Test State';

/**
 * The routes a server mounts: every operation, but the Test State calls only with a TEST_STATE_KEY. Without one they
 * are not there at all, so they answer the usual 404 whatever a request sends.
 */
export function mountedRoutes(config: Pick<Config, 'testStateKey'>): RouteDef[] {
  return config.testStateKey ? allRoutes : allRoutes.filter((r) => tagOf(r.op) !== TEST_STATE_TAG);
}
