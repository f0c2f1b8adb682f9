// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { INITIAL_DATA_ELEMENT_ID, initialQueriesFor } from '@shared/contract/initial-data';
import { demoData } from '@shared/demo-content';
import { headerApi } from '@/features/header/header-api';
import { heroApi } from '@/features/hero/hero-api';
import { pricingApi } from '@/features/pricing/pricing-api';
import { api } from './api';
import { footerApi } from '@/features/footer/footer-api';
import { loadIslandData } from '@/lib/islands/island-data';
import { hydrateInitialData, preloadFetchedData } from './initial-data';
// What main.tsx and the islands' runtime load at start: every endpoint the server may send initial data for must be
// registered by then.
import './public-endpoints';
import './routes';
import { setupStore } from './store';

function pageWith(json: string) {
  document.body.innerHTML = `<script id="${INITIAL_DATA_ELEMENT_ID}" type="application/json">${json}</script>`;
  return document;
}

describe('initial data from the server', () => {
  it('fills the RTK Query cache so the first render needs no request', () => {
    const store = setupStore();
    const doc = pageWith(
      JSON.stringify([
        { endpointName: 'getActiveHeader', data: demoData.headers[0] },
        { endpointName: 'listActiveHeroes', data: demoData.heroes },
        { endpointName: 'notAnEndpoint', data: 1 },
      ]),
    );
    expect(hydrateInitialData(store, doc)).toBe(2);
    const header = headerApi.endpoints.getActiveHeader.select()(store.getState());
    expect(header).toMatchObject({ status: 'fulfilled', data: { companyName: demoData.headers[0].companyName } });
    expect(heroApi.endpoints.listActiveHeroes.select()(store.getState()).data).toHaveLength(demoData.heroes.length);
  });

  it("leaves the reads a page only names to the islands' fetch, which fills the cache from the API's answers", async () => {
    const store = setupStore();
    const doc = pageWith(
      JSON.stringify([
        { endpointName: 'getActiveHeader', url: '/api/header/active' },
        { endpointName: 'getActiveFooter', url: '/api/footer/active' },
        { endpointName: 'listActiveHeroes', url: '/api/heroes/active' },
        { endpointName: 'getActivePricing', url: '/api/pricing/getActivePlans' },
      ]),
    );
    expect(hydrateInitialData(store, doc)).toBe(0);
    expect(headerApi.endpoints.getActiveHeader.select()(store.getState()).status).toBe('uninitialized');
    // The API as the browser would meet it: the header answers, the footer has none (404: null), the heroes fail, and
    // the pricing is missing, which for pricing is not "none" (its 404 is a failure, left to its island).
    const asked: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string) => {
      asked.push(url);
      if (url === '/api/header/active') return new Response(JSON.stringify({ success: true, data: demoData.headers[0] }), { status: 200 });
      if (url === '/api/footer/active') return new Response(JSON.stringify({ success: false, message: 'No active footer' }), { status: 404 });
      if (url === '/api/pricing/getActivePlans') return new Response(JSON.stringify({ success: false, message: 'Not found' }), { status: 404 });
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    try {
      const fetched = await loadIslandData(doc);
      // Asked for once, however many islands wake.
      expect(await loadIslandData(doc)).toBe(fetched);
      expect(asked).toEqual(['/api/header/active', '/api/footer/active', '/api/heroes/active', '/api/pricing/getActivePlans']);
      expect(preloadFetchedData(store, fetched)).toBe(2);
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(headerApi.endpoints.getActiveHeader.select()(store.getState()).data).toMatchObject({ companyName: demoData.headers[0].companyName });
    expect(footerApi.endpoints.getActiveFooter.select()(store.getState())).toMatchObject({ status: 'fulfilled', data: null });
    // A read that failed is left to the island's own query.
    expect(heroApi.endpoints.listActiveHeroes.select()(store.getState()).status).toBe('uninitialized');
    expect(pricingApi.endpoints.getActivePricing.select()(store.getState()).status).toBe('uninitialized');
  });

  it('ignores a missing or broken payload', () => {
    const store = setupStore();
    expect(hydrateInitialData(store, pageWith('{not json'))).toBe(0);
    document.body.innerHTML = '';
    expect(hydrateInitialData(store, document)).toBe(0);
    expect(headerApi.endpoints.getActiveHeader.select()(store.getState()).status).toBe('uninitialized');
  });
});

it('registers at start every endpoint the server sends initial data for, deferred parts included', () => {
  const pages = ['/', '/contact', '/privacy-policy', '/terms-conditions', '/service-details/665000000000000000000211'];
  const names = new Set(pages.flatMap((p) => initialQueriesFor(p).map((q) => q.endpointName)));
  expect(names.has('getActiveFooter')).toBe(true);
  for (const name of names) expect(Object.keys(api.endpoints), name).toContain(name);
});
