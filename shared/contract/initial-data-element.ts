// The initial-data element's name and the shape of a read it names without its answer: all the page's first script
// needs of initial-data.ts, apart from the content kinds that module reads (kept out of that script).
import type { ContentPublicEndpoint } from '@shared/content-kinds';

/**
 * Every content kind's public reads (shared/content-kinds), the header's logo, the responsive images and the
 * health-data consent text the privacy policy page shows (ADR 0043).
 */
export type PublicEndpoint = ContentPublicEndpoint | 'getActiveLogo' | 'listResponsiveImages' | 'getHealthConsent';

/** The `<script type="application/json">` element that carries the initial data. */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

export interface InitialQuery {
  endpointName: PublicEndpoint;
  arg?: string;
}

/**
 * A read a server-rendered page's islands make, named with its API address instead of its answer: the browser
 * fetches it once the page is idle and the islands hydrate from it (ADR 0032), so the answer costs nothing in the
 * page's first round trip.
 */
export interface DeferredEntry extends InitialQuery {
  url: string;
  /** The fingerprint (content-digest.ts) of the answer the page's HTML was rendered from. */
  digest?: string;
}

export const isDeferred = (entry: InitialQuery & { url?: string; data?: unknown }): entry is DeferredEntry => 'url' in entry && !('data' in entry);
