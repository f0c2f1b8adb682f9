// Every mock route, grouped by resource. Stories override one resource at a time with `scenario()`.
import { HttpResponse, type HttpHandler } from 'msw';
import { db } from '../db';
import { buildHandlers, errorResponse, http, type Resource, type RouteDef, type Scenario } from '../route';
import { hasMalformedEscape, malformedUrl } from '@shared/contract/url-escapes';
import { BUILT_KINDS, type BuiltKindName } from '@shared/content-kinds';
import { activityRoutes } from './activity';
import { releaseRoutes } from './releases';
import { adminRoutes } from './admins';
import { articleRoutes } from './article';
import { bookingRoutes } from './bookings';
import { caseUploadRoutes } from './case-uploads';
import { chatRoutes } from './chat';
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
import { orderedItemsRoutes, type OrderedItemsMockHooks } from './ordered-items';
import { personDataRoutes } from './person-data';
import { pricingHooks } from './pricing';
import { privacyRoutes } from './privacy-policy';
import { revisionRoutes } from './revisions';
import { serviceDetailRoutes } from './service-details';
import { servicesHooks } from './service-sections';
import { sessionRoutes } from './session';
import { termsRoutes } from './terms-conditions';
import { testStateGate, testStateRoutes } from './test-state';
import { testimonialsHooks } from './testimonials';
import { translationRoutes } from './translations';

/** What only some kinds built from their declarations do (a kind without hooks has no line here). */
const BUILT_HOOKS: Partial<Record<BuiltKindName, OrderedItemsMockHooks>> = { pricing: pricingHooks, services: servicesHooks, testimonials: testimonialsHooks };

/** Each kind built from its declaration is a resource of its own name, with the ordered-items calls. */
const builtRoutes = Object.fromEntries(BUILT_KINDS.map((k) => [k.kind, orderedItemsRoutes(k, BUILT_HOOKS[k.kind])])) as Record<BuiltKindName, RouteDef[]>;

export const routesByResource: Record<Resource, RouteDef[]> = {
  ...builtRoutes,
  homepage: homepageRoutes,
  settings: settingsRoutes,
  hero: heroRoutes,
  header: headerRoutes,
  footer: footerRoutes,
  files: fileRoutes,
  serviceDetails: serviceDetailRoutes,
  articles: articleRoutes,
  auth: sessionRoutes,
  admins: adminRoutes,
  booking: bookingRoutes,
  privacy: privacyRoutes,
  terms: termsRoutes,
  contact: contactRoutes,
  newsletter: newsletterRoutes,
  dashboard: dashboardRoutes,
  revisions: revisionRoutes,
  activity: activityRoutes,
  releases: releaseRoutes,
  notifications: notificationRoutes,
  caseUploads: caseUploadRoutes,
  chat: chatRoutes,
  consent: consentRoutes,
  person: personDataRoutes,
  healthConsent: healthConsentRoutes,
  translations: translationRoutes,
  testState: testStateRoutes,
};

const resources = Object.keys(routesByResource) as Resource[];

/** One resource's handlers with a scenario baked in, e.g. `scenario('hero', { kind: 'error' })`. */
export function scenario(resource: Resource, s?: Scenario): HttpHandler[] {
  return buildHandlers(resource, routesByResource[resource], s);
}

/** The normal handlers, keyed by resource (the shape msw-storybook-addon merges per story). */
export const handlersByResource = Object.fromEntries(resources.map((r) => [r, scenario(r)])) as Record<Resource, HttpHandler[]>;

/** Files uploaded to the mocks are served from memory under their url; unknown /api calls get a 404 envelope. */
export const fallbackHandlers: HttpHandler[] = [
  http.untyped.get('*/uploads/mock/:name', ({ request }) => {
    const blob = db.blobs.get(new URL(request.url).pathname);
    if (!blob) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(blob.bytes as BodyInit, { headers: { 'Content-Type': blob.mime } });
  }),
  http.untyped.all('*/api/*', () => errorResponse(404, 'Route not found')),
];

/**
 * A malformed percent-escape in an /api URL: 400, as the server answers (ADR 0004), before any route is tried (a
 * route's path matching would decode it and throw). A regular expression without groups decodes nothing.
 */
const malformedUrlHandler = http.untyped.all(/\/api\//, ({ request }) => {
  if (!hasMalformedEscape(request.url)) return undefined;
  const { message, errors } = malformedUrl();
  return errorResponse(400, message, errors);
});

/** The Test State calls answer 404 until a key is set (handlers/test-state.ts), before any route's pipeline runs. */
export const handlers: HttpHandler[] = [malformedUrlHandler, testStateGate, ...resources.flatMap((r) => handlersByResource[r]), ...fallbackHandlers];
