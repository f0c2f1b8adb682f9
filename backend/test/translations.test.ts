// Content per language on the server (ADR 0044), where the contract suite cannot look: the content cache keeps a
// public read in each language apart (its own body and ETag), and a saved translation is seen by the very next
// German read; a deleted record leaves no translation behind in content_translations.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoData, HERO_IDS } from '@shared/demo-content';
import { startTestBackend, type TestBackend } from './harness';

const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
type Hero = { _id: string; title: string; untranslated?: string[] };

describe('content per language on the server', () => {
  let b: TestBackend;
  let token: string;
  beforeAll(async () => {
    b = await startTestBackend();
  });
  afterAll(() => b?.close());
  beforeEach(async () => {
    await b.reset();
    const res = await fetch(`${b.baseUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: superAdmin.admin.email, password: superAdmin.password }),
    });
    token = ((await res.json()) as { data: { token: string } }).data.token;
  });
  const call = (method: string, path: string, json?: unknown) =>
    fetch(`${b.baseUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  const heroIn = async (res: Response) => ((await res.json()) as { data: Hero[] }).data.find((h) => h._id === HERO_IDS.surgicalGuide)!;

  it('caches each language of a public read apart, and lets go of the German one when a translation is saved', async () => {
    const english = await fetch(`${b.baseUrl}/hero/active-list`);
    const german = await fetch(`${b.baseUrl}/hero/active-list?lang=de`);
    const englishTag = english.headers.get('etag')!;
    const germanTag = german.headers.get('etag')!;
    expect(germanTag).toMatch(/^W\/".+"$/);
    expect(germanTag).not.toBe(englishTag);
    const [en, de] = [await heroIn(english), await heroIn(german)];
    expect(de.title).not.toBe(en.title);
    expect(en.untranslated).toBeUndefined();
    expect(Array.isArray(de.untranslated)).toBe(true);
    // Both kept: each answers 304 to its own tag only.
    expect((await fetch(`${b.baseUrl}/hero/active-list?lang=de`, { headers: { 'If-None-Match': germanTag } })).status).toBe(304);
    expect((await fetch(`${b.baseUrl}/hero/active-list`, { headers: { 'If-None-Match': germanTag } })).status).toBe(200);

    const saved = await call('PUT', `/content-translations/hero/${HERO_IDS.surgicalGuide}?lang=de`, { values: { title: 'Frisch übersetzt' } });
    expect(saved.status).toBe(200);
    const after = await fetch(`${b.baseUrl}/hero/active-list?lang=de`, { headers: { 'If-None-Match': germanTag } });
    expect(after.status).toBe(200);
    expect((await heroIn(after)).title).toBe('Frisch übersetzt');
    expect((await heroIn(await fetch(`${b.baseUrl}/hero/active-list`))).title).toBe(en.title);
  });

  it("deletes a record's rows in content_translations with it", async () => {
    const made = await call('POST', '/hero/create', { title: 'Gone soon', banner: '/uploads/demo/hero-surgical-guide.svg', isActive: false });
    const id = ((await made.json()) as { data: { _id: string } }).data._id;
    expect((await call('PUT', `/content-translations/hero/${id}?lang=de`, { values: { title: 'Bald weg' } })).status).toBe(200);
    expect(await b.db('content_translations').where({ kind: 'hero', record_id: id })).toHaveLength(1);
    expect((await call('DELETE', `/hero/delete/${id}`)).status).toBe(200);
    expect(await b.db('content_translations').where({ kind: 'hero', record_id: id })).toHaveLength(0);
  });
});
