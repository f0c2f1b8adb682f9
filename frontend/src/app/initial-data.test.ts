// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { INITIAL_DATA_ELEMENT_ID, initialQueriesFor } from '@shared/contract/initial-data';
import { demoData } from '@shared/demo-content';
import { headerApi } from '@/features/header/header-api';
import { heroApi } from '@/features/hero/hero-api';
import { api } from './api';
import { hydrateInitialData } from './initial-data';
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
