// The trackers a choice made on the page allows, loaded without a reload (ADR 0042). Written as code in the banner's
// own chunk rather than as the vendors' inline snippets: the page's content security policy allows the trackers'
// hosts but no inline script. From the next page on, the server writes the allowed tags into the HTML itself.
//
// Custom code (the settings' customHeadCode and customBodyCode) is never loaded here: it is HTML an admin wrote, and
// only the server puts it into a page, from the next page after the visitor allowed its purpose.
import type { ConsentState } from '@shared/contract/consent';

type Command = (...args: unknown[]) => void;
interface Pixel extends Command {
  callMethod?: Command;
  queue: unknown[][];
  push: Pixel;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Command;
    fbq?: Pixel;
    _fbq?: Pixel;
  }
}

export interface TrackerIds {
  googleAnalyticsId?: string;
  facebookPixelId?: string;
}

export const GA_SCRIPT = 'https://www.googletagmanager.com/gtag/js';
export const PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

function addScript(src: string): void {
  if (Array.from(document.head.querySelectorAll('script')).some((s) => s.src === src)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** Google's command queue, as its own snippet makes it; Consent Mode's defaults (all denied) come first. */
function gtag(): Command {
  if (!window.gtag) {
    // A page the server rendered with the tag has its queue already, and its defaults in it.
    const fresh = !window.dataLayer;
    window.dataLayer = window.dataLayer ?? [];
    // gtag.js reads the arguments objects its snippet pushes, not arrays.
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    if (fresh) window.gtag('consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
  }
  return window.gtag;
}

/** Consent Mode v2's signals for a choice. */
const consentSignals = (choice: Pick<ConsentState, 'analytics' | 'marketing'>) => {
  const ads = choice.marketing ? 'granted' : 'denied';
  return { analytics_storage: choice.analytics ? 'granted' : 'denied', ad_storage: ads, ad_user_data: ads, ad_personalization: ads };
};

/** The pixel's command queue, as Facebook's standard loader makes it, and its script. */
function pixel(): Pixel {
  if (!window.fbq) {
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    } as Pixel;
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.queue = [];
    window.fbq = fbq;
    window._fbq = window._fbq ?? fbq;
    addScript(PIXEL_SCRIPT);
  }
  return window.fbq;
}

/**
 * Acts on a choice just made: loads the trackers it allows that the page does not have yet, and tells those it
 * no longer allows at once (Consent Mode's update; the pixel's revoke). What a withdrawal leaves loaded is gone from
 * the next page, which the server renders without it.
 */
export function applyConsent(choice: Pick<ConsentState, 'analytics' | 'marketing'>, ids: TrackerIds): void {
  const ga = ids.googleAnalyticsId;
  if (ga && (choice.analytics || window.gtag || window.dataLayer)) {
    const command = gtag();
    command('consent', 'update', consentSignals(choice));
    if (choice.analytics && !window.dataLayer?.some((entry) => (entry as unknown[])[0] === 'config' && (entry as unknown[])[1] === ga)) {
      command('js', new Date());
      command('config', ga);
      addScript(`${GA_SCRIPT}?id=${encodeURIComponent(ga)}`);
    }
  }
  const pixelId = ids.facebookPixelId;
  if (pixelId && choice.marketing) {
    const fresh = !window.fbq;
    const fbq = pixel();
    fbq('consent', 'grant');
    if (fresh) {
      fbq('init', pixelId);
      fbq('track', 'PageView');
    }
  } else if (window.fbq) window.fbq('consent', 'revoke');
}
