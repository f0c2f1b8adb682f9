// Content per language (ADR 0044), the same on the mocks and the backend (SQLite and MySQL): the site's languages as
// a super admin's setting (the default kept, a code once); a public read in another language with the texts it
// lacks named, and 400 naming `lang` for a code the site does not have; a kind's sheet; a translation saved as a
// content write (read back, its revision and its activity entry), refused naming `values.<key>` with nothing stored;
// kept as a release's draft and published with the release's other changes; brought back by a restore.
import { describe, expect, it } from 'vitest';
import { contentTranslations, demoData, HERO_IDS, HOMEPAGE_SETTINGS_ID, type DemoTranslation } from '@shared/demo-content';
import { RELEASE_HEADER } from '@shared/contract/releases';
import { textsOf, TRANSLATION_TEXTS, TRANSLATABLE_KINDS } from '@shared/contract/translations';
import { demoToken } from './contract-suite';
import { suiteTarget, type ApiAnswer, type Json, type SuiteSetup } from './support/api-caller';

const editor = demoData.demoAdmins.find((a) => a.admin.role === 'admin' && a.admin.status === 'active')!;
const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
const HERO = HERO_IDS.surgicalGuide;

/** A record as its screen sends it back: its own fields, without the audit ones. */
const ownFields = (record: Json) => {
  const { _id, createdBy: _cb, createdAt: _ca, lastModifiedBy: _lb, lastModifiedAt: _la, createdByName: _cn, lastModifiedByName: _ln, ...fields } = record;
  return fields;
};

/** The demo's texts of a record in a language (read as the demo file holds them, whatever rows it has). */
const demoTexts = (kind: string, recordId: string, lang: string): Record<string, string> =>
  (contentTranslations as DemoTranslation[]).find((t) => t.kind === kind && t.recordId === recordId && t.lang === lang)?.texts ?? {};

export function defineTranslationsSuite(name: string, setup: SuiteSetup) {
  describe(`${name}: content per language`, () => {
    const { api } = suiteTarget(setup, demoToken);
    const login = async (who: typeof editor) =>
      (await api('POST', '/admin/login', { json: { email: who.admin.email, password: who.password }, token: null })).body.data.token as string;
    const settings = async () => (await api('GET', '/homepage/settings', { token: null })).body.data as Json;
    const activeHero = async (query = '') =>
      ((await api('GET', `/hero/active-list${query}`, { token: null })).body.data as Json[]).find((h) => h._id === HERO)!;
    const save = (values: Json, lang = 'de', headers?: Record<string, string>) =>
      api('PUT', `/content-translations/hero/${HERO}?lang=${lang}`, { json: { values }, headers });
    const expectNamed = (res: ApiAnswer, status: number, field: string) => {
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.success).toBe(false);
      expect(
        (res.body.errors as Json[]).map((e) => e.field),
        JSON.stringify(res.body),
      ).toContain(field);
    };

    it('keeps the default language first and each code once, and lets only a super admin change the languages', async () => {
      const stored = await settings();
      const { languages } = stored;
      expect(languages.map((l: Json) => l.code)).toEqual(['en', 'de', 'ar']);
      const put = (json: Json, token?: string) => api('PUT', `/homepage/settings/${HOMEPAGE_SETTINGS_ID}`, { json: { ...ownFields(stored), ...json }, token });

      expectNamed(await put({ languages: languages.slice(1) }), 400, 'languages');
      expectNamed(await put({ languages: [...languages, languages[1]] }), 400, 'languages');
      const french = { code: 'fr', name: 'Français', direction: 'ltr' };
      const refused = await put({ languages: [...languages, french] }, await login(editor));
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.body)).toContain('languages');
      expect((await settings()).languages).toEqual(languages);

      const added = await put({ languages: [...languages, french] });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      expect((await settings()).languages.map((l: Json) => l.code)).toEqual(['en', 'de', 'ar', 'fr']);
      // A language without any text yet: every text in English, each named.
      const inFrench = await activeHero('?lang=fr');
      expect(inFrench.title).toBe((await activeHero()).title);
      expect(inFrench.untranslated).toEqual(textsOf('hero', inFrench).map((t) => t.key));
    });

    it('answers a public read in German and Arabic, naming the texts left in English, and as always without lang', async () => {
      const english = await activeHero();
      expect(english.untranslated).toBeUndefined();
      expect(await activeHero('?lang=en')).toEqual(english);
      for (const lang of ['de', 'ar']) {
        const texts = demoTexts('hero', HERO, lang);
        const read = await activeHero(`?lang=${lang}`);
        for (const t of textsOf('hero', english)) {
          if (texts[t.key]) expect(read[t.key], t.key).toBe(texts[t.key]);
          else expect(read[t.key], t.key).toBe(english[t.key]);
        }
        expect(read.untranslated).toEqual(textsOf('hero', english).flatMap((t) => (texts[t.key] ? [] : [t.key])));
        expect({ ...read, ...Object.fromEntries(textsOf('hero', english).map((t) => [t.key, english[t.key]])), untranslated: undefined }).toEqual({
          ...english,
          untranslated: undefined,
        });
      }
    });

    it('refuses a language the site does not have, naming lang, to visitors and admins alike', async () => {
      expectNamed(await api('GET', '/hero/active-list?lang=fr', { token: null }), 400, 'lang');
      expectNamed(await api('GET', '/homepage/settings?lang=fr', { token: null }), 400, 'lang');
      expectNamed(await api('GET', '/content-translations/hero?lang=fr'), 400, 'lang');
      expectNamed(await api('GET', '/content-translations/hero?lang=en'), 400, 'lang');
      expectNamed(await save({ title: 'Titre' }, 'fr'), 400, 'lang');
      expectNamed(await api('GET', '/content-translations/homepage?lang=de'), 400, 'kind');
    });

    it("answers a kind's sheet in its admin list's order, each text beside its German value", async () => {
      const sheet = await api('GET', '/content-translations/hero?lang=de');
      expect(sheet.status, JSON.stringify(sheet.body)).toBe(200);
      const list = (await api('GET', '/hero/list?limit=100')).body.data as Json[];
      const { data } = sheet.body;
      expect(data).toMatchObject({ kind: 'hero', lang: 'de' });
      expect(data.records.map((r: Json) => r.recordId)).toEqual(list.map((h) => h._id));
      const entry = data.records.find((r: Json) => r.recordId === HERO);
      const texts = demoTexts('hero', HERO, 'de');
      const hero = list.find((h) => h._id === HERO)!;
      expect(entry.recordTitle).toBe(hero.title);
      expect(entry.texts).toEqual(
        textsOf('hero', hero).map((t) => ({ key: t.key, label: t.label, source: t.source, ...(texts[t.key] ? { value: texts[t.key] } : {}) })),
      );
      expect(entry.missing).toBe(entry.texts.filter((t: Json) => t.value === undefined).length);
      expect(data.total).toBe(data.records.reduce((n: number, r: Json) => n + r.texts.length, 0));
      expect(data.missing).toBe(data.records.reduce((n: number, r: Json) => n + r.missing, 0));

      const summary = (await api('GET', '/content-translations')).body.data as Json[];
      expect(summary.map((c) => `${c.kind}/${c.lang}`)).toEqual(TRANSLATABLE_KINDS.flatMap((k) => [`${k}/de`, `${k}/ar`]));
      expect(summary.find((c) => c.kind === 'hero' && c.lang === 'de')).toEqual({ kind: 'hero', lang: 'de', missing: data.missing, total: data.total });
    });

    it('saves a translation as a content write: read back by visitors, its revision and activity entry, its writer from the token', async () => {
      const editorToken = await login(editor);
      const values = { title: 'Präzise geführte Chirurgie', subtitle: 'Planung und Schablone aus einer Hand' };
      const saved = await api('PUT', `/content-translations/hero/${HERO}?lang=de`, { json: { values }, token: editorToken });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.message).toBe(TRANSLATION_TEXTS.saved);
      expect(saved.body.data).toMatchObject({ recordId: HERO, lang: 'de', lastModifiedBy: editor.admin._id, lastModifiedByName: editor.admin.name });
      expect(saved.body.data.texts.filter((t: Json) => t.value).map((t: Json) => [t.key, t.value])).toEqual(Object.entries(values));

      const read = await activeHero('?lang=de');
      expect(read).toMatchObject(values);
      expect(read.untranslated).toEqual(textsOf('hero', read).flatMap((t) => (t.key in values ? [] : [t.key])));
      // The admin's own list shows the record as it is, without its translations.
      const listed = ((await api('GET', '/hero/list?limit=100')).body.data as Json[]).find((h) => h._id === HERO)!;
      expect(listed.translations).toBeUndefined();
      expect(listed.untranslated).toBeUndefined();

      const revisions = (await api('GET', `/revisions?kind=hero&recordId=${HERO}`)).body.data as Json[];
      expect(revisions[0]).toMatchObject({ operation: 'translate', createdBy: editor.admin._id });
      expect(revisions[0].changedFields).toEqual(expect.arrayContaining(['translations.de.title', 'translations.de.subtitle']));
      const detail = (await api('GET', `/revisions/${revisions[0]._id}`)).body.data as Json;
      expect(detail.revision.snapshot.translations).toBeUndefined();
      expect(detail.current.translations).toBeUndefined();

      const activity = ((await api('GET', '/activity?category=content&limit=20')).body.data as Json[]).find((e) => e.recordId === HERO);
      expect(activity).toMatchObject({ action: 'translate', adminId: editor.admin._id });
      expect(activity!.summary).toMatch(/^Translated Hero section “.+” \(de: .*title.*\)$/);
    });

    it('refuses an unknown key or a too long text naming values.<key>, storing nothing; 404 for a record the kind lacks', async () => {
      const before = await activeHero('?lang=de');
      const revisions = (await api('GET', `/revisions?kind=hero&recordId=${HERO}`)).body.pagination.total;
      expectNamed(await save({ title: 'Neu', nowhere: 'x' }), 400, 'values.nowhere');
      expectNamed(await save({ title: 'x'.repeat(5000) }), 400, 'values.title');
      expect(await activeHero('?lang=de')).toEqual(before);
      expect((await api('GET', `/revisions?kind=hero&recordId=${HERO}`)).body.pagination.total).toBe(revisions);
      const missing = await api('PUT', '/content-translations/hero/665000000000000000000fff?lang=de', { json: { values: { title: 'x' } } });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(TRANSLATION_TEXTS.recordNotFound);
    });

    it('keeps a translation saved in a release as a draft, and publishes it with an English change at once', async () => {
      const release = (await api('POST', '/releases', { json: { name: 'German spring' } })).body.data._id as string;
      const inRelease = { [RELEASE_HEADER]: release };
      const live = (await api('GET', `/hero/details/${HERO}`)).body.data as Json;
      const input = ownFields(live);
      const title = 'Guided surgery, planned for spring';
      expect((await api('PUT', `/hero/update/${HERO}`, { json: { ...input, title }, headers: inRelease })).status).toBe(200);
      const german = 'Geführte Chirurgie, für den Frühling geplant';
      const drafted = await save({ ...demoTexts('hero', HERO, 'de'), title: german }, 'de', inRelease);
      expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);

      // Visitors see neither; the release's reads see both.
      expect((await activeHero('?lang=de')).title).toBe(demoTexts('hero', HERO, 'de').title ?? live.title);
      const inReleaseDe = ((await api('GET', '/hero/active-list?lang=de', { headers: inRelease })).body.data as Json[]).find((h) => h._id === HERO)!;
      expect(inReleaseDe.title).toBe(german);
      const changes = (await api('GET', `/releases/${release}`)).body.data.changes as Json[];
      expect(changes.map((c) => c.operation)).toEqual(['updateHero', 'saveTranslation']);

      const published = await api('POST', `/releases/${release}/publish`);
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      expect((await activeHero()).title).toBe(title);
      expect((await activeHero('?lang=de')).title).toBe(german);
    });

    it('finds an article by its slug in a language, carries its body there as JSON, and refuses a bad or taken slug or body naming the field', async () => {
      const [first, second] = demoData.articles.filter((a) => a.isActive);
      const [firstDe, secondDe] = [demoTexts('article', first._id, 'de'), demoTexts('article', second._id, 'de')];
      const read = async (slug: string, lang = 'de') => (await api('GET', `/blog/articles/${slug}?lang=${lang}`, { token: null })).body.data as Json;
      const german = await read(firstDe.slug);
      expect(german).toMatchObject({ _id: first._id, slug: firstDe.slug, body: JSON.parse(firstDe.body) });
      expect(german.untranslated).not.toContain('body');
      expect((await read(first.slug)).slug).toBe(firstDe.slug);
      expect((await read(firstDe.slug, 'en')).slug).toBe(first.slug);
      const sheet = (await api('GET', '/content-translations/article?lang=de')).body.data as Json;
      const body = (sheet.records as Json[]).find((r) => r.recordId === first._id)!.texts.find((t: Json) => t.key === 'body');
      expect(body).toMatchObject({ format: 'rich-text', source: JSON.stringify(first.body), value: firstDe.body });

      const put = (values: Json) => api('PUT', `/content-translations/article/${first._id}?lang=de`, { json: { values } });
      expectNamed(await put({ ...firstDe, slug: 'Nicht gut' }), 400, 'values.slug');
      expectNamed(await put({ ...firstDe, body: '{"type":"doc","content":[{"type":"script"}]}' }), 400, 'values.body');
      expectNamed(await put({ ...firstDe, slug: secondDe.slug }), 409, 'values.slug');
      expectNamed(await put({ ...firstDe, slug: second.slug }), 409, 'values.slug');
      expect((await read(firstDe.slug)).slug).toBe(firstDe.slug);

      expect((await put({ ...firstDe, body: null })).status).toBe(200);
      const fallback = await read(firstDe.slug);
      expect(fallback.body).toEqual(first.body);
      expect(fallback.untranslated).toContain('body');
    });

    it('searches the articles in a language by their texts there, the default texts where they have none', async () => {
      const searchIn = async (q: string, lang: string) =>
        ((await api('GET', `/blog/articles?q=${encodeURIComponent(q)}&lang=${lang}`, { token: null })).body.data as Json[]).map((c) => c._id);
      const printing = demoData.articles.find((a) => demoTexts('article', a._id, 'de').body?.includes('kippelt'))!;
      expect(await searchIn('kippelt', 'de')).toEqual([printing._id]);
      expect(await searchIn('kippelt', 'en')).toEqual([]);
      const [first] = demoData.articles.filter((a) => a.isActive);
      const put = await api('PUT', `/content-translations/article/${first._id}?lang=de`, { json: { values: { title: 'Zirkonoxid auf sechs Implantaten' } } });
      expect(put.status).toBe(200);
      expect(await searchIn('zirkonoxid', 'de')).toEqual([first._id]);
      // Its excerpt and body are English now: an English word of its body finds it in German too.
      expect(await searchIn('denture', 'de')).toContain(first._id);
    });

    it("restores a revision with that revision's translations", async () => {
      const first = { title: 'Erste Fassung' };
      expect((await save(first)).status).toBe(200);
      const firstRevision = ((await api('GET', `/revisions?kind=hero&recordId=${HERO}`)).body.data as Json[])[0];
      expect((await save({ title: 'Zweite Fassung' })).status).toBe(200);
      expect((await activeHero('?lang=de')).title).toBe('Zweite Fassung');

      const restored = await api('POST', `/revisions/${firstRevision._id}/restore`);
      expect(restored.status, JSON.stringify(restored.body)).toBe(200);
      expect(restored.body.data.record.translations).toBeUndefined();
      expect((await activeHero('?lang=de')).title).toBe('Erste Fassung');
      // The Arabic texts were the revision's too.
      expect((await activeHero('?lang=ar')).title).toBe(demoTexts('hero', HERO, 'ar').title ?? (await activeHero()).title);
      const sheet = (await api('GET', '/content-translations/hero?lang=de')).body.data.records.find((r: Json) => r.recordId === HERO);
      expect(sheet.texts.filter((t: Json) => t.value).map((t: Json) => t.key)).toEqual(['title']);
      expect(superAdmin.admin._id).toBe(sheet.lastModifiedBy);
    });

    it("deletes a record's translations with it, its last revision keeping them for a restore", async () => {
      const made = await api('POST', '/hero/create', {
        json: { title: 'A slide for a week', subtitle: 'Then gone', banner: '/uploads/demo/hero-surgical-guide.svg', isActive: false },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const id = made.body.data._id as string;
      expect((await api('PUT', `/content-translations/hero/${id}?lang=de`, { json: { values: { title: 'Eine Woche lang' } } })).status).toBe(200);
      const deleted = await api('DELETE', `/hero/delete/${id}`);
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      const sheet = (await api('GET', '/content-translations/hero?lang=de')).body.data.records as Json[];
      expect(sheet.map((r) => r.recordId)).not.toContain(id);

      const [deletion] = (await api('GET', `/revisions?kind=hero&recordId=${id}`)).body.data as Json[];
      expect(deletion.operation).toBe('delete');
      expect((await api('POST', `/revisions/${deletion._id}/restore`)).status).toBe(200);
      const back = (await api('GET', '/content-translations/hero?lang=de')).body.data.records.find((r: Json) => r.recordId === id);
      expect(back.texts.find((t: Json) => t.key === 'title')).toMatchObject({ source: 'A slide for a week', value: 'Eine Woche lang' });
    });
  });
}
