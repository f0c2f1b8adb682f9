// The consent calls as the banner's stories answer them: a small server over one visitor's choice, typed from the
// contract, with a knob for each state a story shows (a choice held, a refused or failing save), and the trackers'
// hosts answered with empty scripts, so a story loads nothing from outside.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { CONSENT_TEXTS, type ConsentInput, type ConsentState } from '@shared/contract/consent';
import { GA_SCRIPT, PIXEL_SCRIPT } from './trackers';

export const GA_ID = 'G-NOVA12345';
export const PIXEL_ID = '1234567890';

export const aChoice = (over: Partial<ConsentState> = {}): ConsentState => ({
  consentId: '0f8fad5bd9cb469fa16570867728950e',
  analytics: true,
  marketing: false,
  bannerVersion: 1,
  givenAt: '2026-11-29T10:00:00.000Z',
  expiresAt: '2027-05-29T10:00:00.000Z',
  ...over,
});

export interface ConsentStoryServer {
  /** The choice the visitor's cookie holds (GET). */
  held?: ConsentState | null;
  /** Answers a choice instead of recording it. */
  giveAnswer?: () => Response;
  /** Every choice sent, for the play functions to check. */
  sent?: ConsentInput[];
}

const refused = (status: number, message: string, field?: string) =>
  HttpResponse.json({ success: false, message, ...(field ? { errors: [{ field, message }] } : {}) }, { status });
export const broken = () => refused(500, 'Internal server error');
export const stale = () => refused(400, CONSENT_TEXTS.staleVersion, 'bannerVersion');

const emptyScript = () => new HttpResponse('', { headers: { 'Content-Type': 'text/javascript' } });

export function consentStoryHandlers(server: ConsentStoryServer = {}): HttpHandler[] {
  let held = server.held ?? null;
  return [
    http.get('*/api/consent', () => HttpResponse.json({ success: true as const, data: held })),
    http.post('*/api/consent', async ({ request }) => {
      const body = (await request.json()) as ConsentInput;
      server.sent?.push(body);
      if (server.giveAnswer) return server.giveAnswer();
      held = aChoice({ analytics: body.analytics, marketing: body.marketing, bannerVersion: body.bannerVersion });
      return HttpResponse.json({ success: true as const, data: held }, { status: 201 });
    }),
    http.get(GA_SCRIPT, emptyScript),
    http.get(PIXEL_SCRIPT, emptyScript),
  ];
}

/** What a story's trackers left on the document: gone before the next story. */
export function removeTrackers(): void {
  document.head.querySelectorAll('script[src^="https://www.googletagmanager.com/"], script[src^="https://connect.facebook.net/"]').forEach((s) => s.remove());
  delete window.gtag;
  delete window.dataLayer;
  delete window.fbq;
  delete window._fbq;
}
