// The whole-site preview of a release (ADR 0033), from outside: a link an admin makes, opened by someone with no
// session, shows every public page with the release's drafts applied, marked as a preview, never indexed nor cached;
// everyone else, before and after, sees the live site; an altered or ended link shows nothing of the release.
import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { ManualClock } from '@shared/clock';
import { demoData, HERO_IDS } from '@shared/demo-content';
import { PREVIEW_COOKIE, PREVIEW_LINK_INVALID, previewLinkIn, RELEASE_HEADER } from '@shared/contract/releases';
import { escapeHtml } from '../src/render/html-head';
import { signInAsDemoAdmin } from './admin-session';
import { sourceSiteBackend } from './source-site';

const clock = new ManualClock();
const run = sourceSiteBackend({ reset: true, clock });

const live = demoData.heroes.find((h) => h._id === HERO_IDS.surgicalGuide)!;
const drafted = 'Spring: every guide checked by two planners';
const draftedGerman = 'Frühling: jede Schablone von zwei Planern geprüft';

/** A release with the first hero's title drafted in it, in English and in German, and a preview link to it. */
async function draftedRelease() {
  const headers = { Authorization: `Bearer ${await signInAsDemoAdmin(run.b.baseUrl)}`, 'Content-Type': 'application/json' };
  const call = async (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) => {
    const res = await fetch(`${run.b.baseUrl}${path}`, {
      method,
      headers: { ...headers, ...extra },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
  };
  const release = (await call('POST', '/releases', { name: 'Spring preview' })).body.data._id as string;
  const { _id, createdBy: _cb, lastModifiedBy: _lb, createdAt: _ca, lastModifiedAt: _la, ...fields } = live;
  const saved = await call('PUT', `/hero/update/${HERO_IDS.surgicalGuide}`, { ...fields, title: drafted }, { [RELEASE_HEADER]: release });
  expect(saved.status).toBe(200);
  const german = await call(
    'PUT',
    `/content-translations/hero/${HERO_IDS.surgicalGuide}?lang=de`,
    { values: { title: draftedGerman } },
    { [RELEASE_HEADER]: release },
  );
  expect(german.status).toBe(200);
  const link = await call('POST', `/releases/${release}/preview-link`);
  expect(link.status).toBe(201);
  return { release, link: link.body.data as { url: string; expiresAt: string } };
}

const home = async (cookie?: string) => {
  const res = await fetch(`${run.site}/`, { headers: { Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) } });
  return { res, html: await res.text() };
};

describe('the preview of a release', () => {
  it('shows the release to whoever opens the link, and to nobody else', async () => {
    const { link } = await draftedRelease();
    expect(link.url).toMatch(/^\/preview\/[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(link.expiresAt).toBe(new Date(clock.now() + 72 * 3600_000).toISOString());

    // Visitors, before anyone opens the link: the live title (and the page is cached as usual).
    expect((await home()).html).toContain(escapeHtml(live.title));

    // Opening the link with no session: a cookie scoped to the site's pages, HttpOnly, then the home page.
    const opened = await fetch(`${run.site}${link.url}`, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/');
    expect(opened.headers.get('cache-control')).toBe('no-store');
    const cookie = opened.headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=`));
    expect(cookie.toLowerCase()).toContain('httponly');
    expect(cookie.toLowerCase()).toContain('path=/;');

    const preview = await home(cookie.split(';')[0]);
    expect(preview.res.status).toBe(200);
    expect(preview.html).toContain(escapeHtml(drafted));
    expect(preview.html).not.toContain(escapeHtml(live.title));
    expect(preview.html).toContain('Preview of the release \u201cSpring preview\u201d');
    expect(preview.html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(preview.res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(preview.res.headers.get('cache-control')).toBe('no-store');

    // Everyone else, after: the live title still, from the cache or not.
    for (let i = 0; i < 2; i++) {
      const after = await home();
      expect(after.html).toContain(escapeHtml(live.title));
      expect(after.html).not.toContain(escapeHtml(drafted));
    }
    const visitors = (await (await fetch(`${run.b.baseUrl}/hero/active-list`)).json()) as { data: { title: string }[] };
    expect(visitors.data.map((h) => h.title)).not.toContain(drafted);
  });

  it('opens in the language its link names, with the drafts of that language, and at home for anything else', async () => {
    const { link } = await draftedRelease();
    const opened = await fetch(`${run.site}${previewLinkIn(link.url, 'de', 'en')}`, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/de/');
    const cookie = opened.headers.get('set-cookie')!.split(';')[0];
    const page = await fetch(`${run.site}/de/`, { headers: { Accept: 'text/html', Cookie: cookie } });
    const html = await page.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain(escapeHtml(draftedGerman));
    expect(html).toContain('Preview of the release');
    // Visitors of the German page still read its live title.
    expect(await (await fetch(`${run.site}/de/`, { headers: { Accept: 'text/html' } })).text()).not.toContain(escapeHtml(draftedGerman));
    // Nothing that could be a language code lands anywhere but home (never another site, never a path of its own).
    for (const lang of ['//evil.example', '../admin', 'DE', 'de/x', '']) {
      const elsewhere = await fetch(`${run.site}${link.url}?lang=${encodeURIComponent(lang)}`, { redirect: 'manual' });
      expect([elsewhere.status, elsewhere.headers.get('location')]).toEqual([303, '/']);
    }
  });

  it('shows nothing of the release at an altered, ended or foreign link', async () => {
    const { link, release } = await draftedRelease();
    const [head, payload, signature] = link.url.slice('/preview/'.length).split('.');
    const signed = (key: Uint8Array, endsIn: number) =>
      new SignJWT({ adm: demoData.demoAdmins[0].admin._id })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(release)
        .setAudience('novaguide:release-preview')
        .setExpirationTime(Math.floor(Date.now() / 1000) + endsIn)
        .sign(key);
    const ended = await signed(run.b.config.keys.releasePreview, -60);
    const foreign = await signed(new TextEncoder().encode('a key the server does not hold'), 3600);
    // The right key for another purpose: a case file's download link is no preview link.
    const otherPurpose = await signed(run.b.config.keys.downloadLink, 3600);
    // The signature's first character changed: its last ones carry padding bits a decoder may ignore.
    const altered = `${head}.${payload}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    for (const token of [altered, ended, foreign, otherPurpose, 'not-a-token']) {
      const res = await fetch(`${run.site}/preview/${token}`, { redirect: 'manual' });
      expect(res.status).toBe(404);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(await res.text()).toContain(escapeHtml(PREVIEW_LINK_INVALID));
      // A cookie holding it shows the live site.
      const page = await home(`${PREVIEW_COOKIE}=${token}`);
      expect(page.html).toContain(escapeHtml(live.title));
      expect(page.html).not.toContain('Preview of the release');
    }
  });

  it('needs an admin to make a link, and a release to make it for', async () => {
    expect((await fetch(`${run.b.baseUrl}/releases/665000000000000000000a51/preview-link`, { method: 'POST' })).status).toBe(401);
    const token = await signInAsDemoAdmin(run.b.baseUrl);
    const res = await fetch(`${run.b.baseUrl}/releases/665000000000000000000fff/preview-link`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(404);
  });
});
