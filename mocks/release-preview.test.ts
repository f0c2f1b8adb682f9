// The whole-site preview under `npm run dev` (mocks/release-preview.ts): a page opened at a link the mocks made reads
// the public content with the release applied, as the server renders it; an altered link, or none, reads the site as
// it is, and the admin screens' reads are untouched.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PREVIEW_PATH } from '@shared/contract/releases';
import { demoData, HERO_IDS, RELEASE_IDS } from '@shared/demo-content';
import { resetDb } from './db';
import { server } from './node';
import { openMockPreview } from './release-preview';

const API = 'http://localhost/api';
const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
const [draft] = demoData.releaseDrafts;
const springTitle = draft.records[0].recordTitle;
const liveTitle = demoData.heroes.find((h) => h._id === HERO_IDS.cbctPlanning)!.title;

async function json(path: string, init: RequestInit = {}) {
  return (await (await fetch(`${API}${path}`, init)).json()) as { data: Record<string, unknown> & { url: string } };
}
const token = async () =>
  (
    await json('/admin/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: superAdmin.admin.email, password: superAdmin.password }),
    })
  ).data.token as string;
const heroListTitle = async () =>
  ((await json('/hero/active-list')).data as unknown as { _id: string; title: string }[]).find((h) => h._id === HERO_IDS.cbctPlanning)?.title;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetDb());
afterEach(() => openMockPreview(undefined));

describe("the mocks' release preview", () => {
  it('answers the public reads with the release applied while the page holds a valid link, and only then', async () => {
    const admin = await token();
    const link = (await json(`/releases/${RELEASE_IDS.springCampaign}/preview-link`, { method: 'POST', headers: { Authorization: `Bearer ${admin}` } })).data;
    expect(link.url.startsWith(PREVIEW_PATH)).toBe(true);
    expect(await heroListTitle()).toBe(liveTitle);

    openMockPreview(link.url.slice(PREVIEW_PATH.length));
    expect(await heroListTitle()).toBe(springTitle);
    // An admin's read, with its own token, is the live content (or its own release's): the preview is the pages'.
    const adminRead = await json(`/hero/details/${HERO_IDS.cbctPlanning}`, { headers: { Authorization: `Bearer ${admin}` } });
    expect(adminRead.data.title).toBe(liveTitle);

    // The signature's first character changed (its last one carries padding bits a decoder may ignore).
    const signed = link.url.slice(PREVIEW_PATH.length);
    const at = signed.lastIndexOf('.') + 1;
    const altered = `${signed.slice(0, at)}${signed[at] === 'A' ? 'B' : 'A'}${signed.slice(at + 1)}`;
    openMockPreview(altered);
    expect(await heroListTitle()).toBe(liveTitle);
    openMockPreview(undefined);
    expect(await heroListTitle()).toBe(liveTitle);
  });
});
