// Releases as admins meet them (ADR 0033), the same on the mocks and the backend (SQLite and MySQL): started by any
// admin, who is taken from the token, named (trimmed, never blank), listed newest first with their makers by name,
// and read one by one. A content write sent with the release's id (X-Release) is kept as a draft: answered as the
// live write would be, seen by reads sent with the release, listed field by field on the release, and never seen by
// visitors.
import { describe, expect, it } from 'vitest';
import { demoData, FOOTER_ID, HERO_IDS, HOMEPAGE_SETTINGS_ID, RELEASE_IDS, TESTIMONIALS_SECTION_ID } from '@shared/demo-content';
import {
  PREVIEW_LINK_CREATED,
  RELEASE_CONFLICT,
  RELEASE_CREATED,
  RELEASE_EMPTY,
  RELEASE_HEADER,
  RELEASE_NOT_FOUND,
  RELEASE_NOT_OPEN,
  RELEASE_NOT_PUBLISHABLE,
  RELEASE_NOT_SCHEDULED,
  RELEASE_NOT_REVERTIBLE,
  PUBLISH_NEEDS_REVIEW,
  RELEASE_APPROVED,
  RELEASE_APPROVED_SCHEDULED,
  RELEASE_NOTHING_TO_REVIEW,
  RELEASE_NOT_IN_REVIEW,
  RELEASE_NOT_SUBMITTABLE,
  RELEASE_SENT_BACK,
  RELEASE_SETTINGS_SAVED,
  RELEASE_SUBMITTED,
  RELEASE_PUBLISHED,
  RELEASE_REVERTED,
  RELEASE_SCHEDULED,
  RELEASE_UNSCHEDULED,
  SCHEDULE_NOT_AHEAD,
} from '@shared/contract/releases';
import { AUTH_MESSAGES } from '@shared/contract/messages';
import { demoToken } from './contract-suite';
import { suiteTarget, type Json, type SuiteSetup } from './support/api-caller';

const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
const editor = demoData.demoAdmins.find((a) => a.admin.role === 'admin' && a.admin.status === 'active')!;

export function defineReleaseSuite(name: string, setup: SuiteSetup) {
  describe(`${name}: releases`, () => {
    const { api } = suiteTarget(setup, demoToken);
    const inRelease = (id: string) => ({ [RELEASE_HEADER]: id });
    const login = async (who: typeof editor) =>
      (await api('POST', '/admin/login', { json: { email: who.admin.email, password: who.password }, token: null })).body.data.token as string;

    it("lists the demo team's release in preparation, with its maker by name", async () => {
      const { body } = await api('GET', '/releases?limit=100');
      const spring = (body.data as Json[]).find((r) => r._id === RELEASE_IDS.springCampaign);
      expect(spring).toMatchObject({
        name: 'Spring implant campaign',
        state: 'open',
        createdBy: editor.admin._id,
        createdByName: editor.admin.name,
        changeCount: 1,
      });
      // Its draft, the CBCT hero's new title, shows in the release and nowhere else.
      const [draft] = demoData.releaseDrafts;
      const inSpring = (await api('GET', `/hero/details/${HERO_IDS.cbctPlanning}`, { headers: inRelease(RELEASE_IDS.springCampaign) })).body.data as Json;
      expect(inSpring.title).toBe(draft.records[0].recordTitle);
      expect((await api('GET', `/hero/details/${HERO_IDS.cbctPlanning}`)).body.data.title).toBe(
        demoData.heroes.find((h) => h._id === HERO_IDS.cbctPlanning)!.title,
      );
    });

    it('starts an open release for a regular admin, made by the admin of the token whatever the body says, first in the list', async () => {
      const token = await login(editor);
      const made = await api('POST', '/releases', { json: { name: '  Autumn pricing  ' }, token });
      expect(made.status).toBe(201);
      expect(made.body.message).toBe(RELEASE_CREATED);
      expect(made.body.data).toMatchObject({ name: 'Autumn pricing', state: 'open', createdBy: editor.admin._id, createdByName: editor.admin.name });
      const forged = await api('POST', '/releases', { json: { name: 'Forged', createdBy: superAdmin.admin._id }, token });
      expect(forged.status).toBe(400);
      const { body } = await api('GET', '/releases?limit=1');
      expect(body.data[0]._id).toBe(made.body.data._id);
      const read = await api('GET', `/releases/${made.body.data._id}`);
      expect(read.body.data).toEqual({ ...made.body.data, changes: [] });
    });

    it('refuses a blank or too long name, naming the field, and keeps nothing', async () => {
      const before = (await api('GET', '/releases?limit=100')).body.pagination.total as number;
      for (const name of ['   ', '', 'x'.repeat(121)]) {
        const res = await api('POST', '/releases', { json: { name } });
        expect(res.status, JSON.stringify(name)).toBe(400);
        expect(res.body.success).toBe(false);
        expect(JSON.stringify(res.body.errors)).toContain('name');
      }
      expect((await api('GET', '/releases?limit=100')).body.pagination.total).toBe(before);
    });

    const startRelease = async (name: string, token?: string) => (await api('POST', '/releases', { json: { name }, token })).body.data._id as string;
    /** The hero as its screen sends it back: its own fields, without the audit ones. */
    const heroInput = (hero: Json) => {
      const { _id, createdBy: _cb, createdAt: _ca, lastModifiedBy: _lb, lastModifiedAt: _la, createdByName: _cn, lastModifiedByName: _ln, ...fields } = hero;
      return fields;
    };

    it('keeps a hero title as a draft: answered as saved, seen in the release, listed field by field, never by visitors', async () => {
      const release = await startRelease('Spring hero');
      const live = (await api('GET', `/hero/details/${HERO_IDS.surgicalGuide}`)).body.data as Json;
      const title = 'Spring: guided surgery, planned to the tenth of a millimetre';
      const saved = await api('PUT', `/hero/update/${HERO_IDS.surgicalGuide}`, { json: { ...heroInput(live), title }, headers: inRelease(release) });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toMatchObject({ _id: HERO_IDS.surgicalGuide, title });

      const visitors = (await api('GET', '/hero/active-list', { token: null })).body.data as Json[];
      expect(visitors.find((h) => h._id === HERO_IDS.surgicalGuide)?.title).toBe(live.title);
      expect((await api('GET', `/hero/details/${HERO_IDS.surgicalGuide}`)).body.data.title).toBe(live.title);
      expect((await api('GET', `/hero/details/${HERO_IDS.surgicalGuide}`, { headers: inRelease(release) })).body.data.title).toBe(title);
      const list = (await api('GET', '/hero/list?limit=100', { headers: inRelease(release) })).body.data as Json[];
      expect(list.find((h) => h._id === HERO_IDS.surgicalGuide)?.title).toBe(title);

      const read = (await api('GET', `/releases/${release}`)).body.data as Json;
      expect(read.changeCount).toBe(1);
      expect(read.changes).toHaveLength(1);
      expect(read.changes[0]).toMatchObject({
        operation: 'updateHero',
        summary: 'Update a hero',
        kind: 'hero',
        createdBy: superAdmin.admin._id,
        createdByName: superAdmin.admin.name,
      });
      expect(read.changes[0].records).toEqual([
        expect.objectContaining({
          recordId: HERO_IDS.surgicalGuide,
          changedFields: ['title'],
          before: expect.objectContaining({ title: live.title }),
          after: expect.objectContaining({ title }),
        }),
      ]);
      expect((await api('GET', '/releases?limit=100')).body.data.find((r: Json) => r._id === release).changeCount).toBe(1);
    });

    it('builds each draft on the earlier ones, down to the ids of the records they made', async () => {
      const release = await startRelease('New testimonial');
      const section = `/testimonials/section/${TESTIMONIALS_SECTION_ID}`;
      const added = await api('POST', `${section}/testimonial/add`, {
        json: { name: 'Dr. Ines Varga', role: 'Periodontist, Graz', rating: 5, content: 'The stackable guides fitted on the first try.' },
        headers: inRelease(release),
      });
      expect(added.status).toBe(201);
      const made = (added.body.data.testimonials as Json[]).find((t) => t.name === 'Dr. Ines Varga')!;
      const updated = await api('PUT', `${section}/testimonial/${made._id}/update`, {
        json: { name: 'Dr. Ines Varga', role: 'Periodontist, Graz', rating: 5, content: 'Both stackable guides fitted on the first try.' },
        headers: inRelease(release),
      });
      expect(updated.status).toBe(200);
      const drafted = (await api('GET', `${section}`, { headers: inRelease(release) })).body.data.testimonials as Json[];
      expect(drafted.find((t) => t._id === made._id)).toMatchObject({ content: 'Both stackable guides fitted on the first try.' });
      expect(((await api('GET', section)).body.data.testimonials as Json[]).some((t) => t._id === made._id)).toBe(false);
      const read = (await api('GET', `/releases/${release}`)).body.data as Json;
      expect(read.changes.map((c: Json) => c.operation)).toEqual(['addTestimonial', 'updateTestimonial']);
      expect(read.changes[1].records[0]).toMatchObject({ recordId: TESTIMONIALS_SECTION_ID, changedFields: ['testimonials'] });
    });

    it("refuses a regular admin's draft of a super admin's field as the live write would (403), and keeps nothing", async () => {
      const token = await login(editor);
      const release = await startRelease('Tracking', token);
      const {
        _id,
        createdBy: _cb,
        createdAt: _ca,
        lastModifiedByName: _ln,
        createdByName: _cn,
        ...settings
      } = (await api('GET', '/homepage/settings', { token: null })).body.data as Json;
      const res = await api('PUT', `/homepage/settings/${HOMEPAGE_SETTINGS_ID}`, {
        token,
        json: { ...settings, googleAnalyticsId: 'G-DRAFTED1' },
        headers: inRelease(release),
      });
      expect(res.status).toBe(403);
      expect(res.body.errors).toEqual([{ field: 'googleAnalyticsId', message: 'can only be changed by a super admin' }]);
      expect((await api('GET', `/releases/${release}`, { token })).body.data.changeCount).toBe(0);
    });

    it('refuses a draft for an unknown release (404) and one without a token (401), keeping nothing', async () => {
      const drafts = (await api('GET', `/releases/${RELEASE_IDS.springCampaign}`)).body.data.changeCount as number;
      const live = (await api('GET', `/hero/details/${HERO_IDS.cbctPlanning}`)).body.data as Json;
      const url = `/hero/update/${HERO_IDS.cbctPlanning}`;
      const unknown = await api('PUT', url, { json: { ...heroInput(live), title: 'Nowhere' }, headers: inRelease('665000000000000000000fff') });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(RELEASE_NOT_FOUND);
      const anonymous = await api('PUT', url, { json: { ...heroInput(live), title: 'Nobody' }, headers: inRelease(RELEASE_IDS.springCampaign), token: null });
      expect(anonymous.status).toBe(401);
      expect((await api('GET', `/hero/details/${HERO_IDS.cbctPlanning}`)).body.data.title).toBe(live.title);
      expect((await api('GET', `/releases/${RELEASE_IDS.springCampaign}`)).body.data.changeCount).toBe(drafts);
    });

    it('skips a draft that no longer applies in every call of its release, names it on the release, and stops its publish', async () => {
      // The demo release drafts the CBCT hero's title; that hero is then deleted on the live site.
      const spring = inRelease(RELEASE_IDS.springCampaign);
      expect((await api('DELETE', `/hero/delete/${HERO_IDS.cbctPlanning}`)).status).toBe(200);

      const footers = await api('GET', '/footer/get-all-footers', { headers: spring });
      expect(footers.status).toBe(200);
      expect((footers.body.data as Json[]).map((f) => f._id)).toContain(FOOTER_ID);
      expect((await api('PUT', `/footer/toggle-footer-status/${FOOTER_ID}`, { headers: spring })).status).toBe(200);
      // A draft of the stale one's own kind too: it builds on the live heroes.
      const live = (await api('GET', `/hero/details/${HERO_IDS.surgicalGuide}`)).body.data as Json;
      const title = 'Drafted beside a draft that no longer applies';
      expect((await api('PUT', `/hero/update/${HERO_IDS.surgicalGuide}`, { json: { ...heroInput(live), title }, headers: spring })).status).toBe(200);
      const heroes = await api('GET', '/hero/list?limit=100', { headers: spring });
      expect(heroes.status).toBe(200);
      expect((heroes.body.data as Json[]).map((h) => [h._id, h.title])).toContainEqual([HERO_IDS.surgicalGuide, title]);

      const read = (await api('GET', `/releases/${RELEASE_IDS.springCampaign}`)).body.data as Json;
      expect(read.changes.map((c: Json) => [c.operation, c.problem])).toEqual([
        ['updateHero', 'A draft of this release no longer applies (Update a hero): Hero not found'],
        ['toggleFooterStatus', undefined],
        ['updateHero', undefined],
      ]);
      const publish = await api('POST', `/releases/${RELEASE_IDS.springCampaign}/publish`);
      expect(publish.status).toBe(409);
      expect(publish.body.message).toBe(RELEASE_CONFLICT);
    });

    it("makes a preview link for 72 hours, under the site's own /preview/ path, for a release that exists", async () => {
      const made = await api('POST', `/releases/${RELEASE_IDS.springCampaign}/preview-link`);
      expect(made.status).toBe(201);
      expect(made.body.message).toBe(PREVIEW_LINK_CREATED);
      expect(made.body.data.url).toMatch(/^\/preview\/[\w-]+\.[\w-]+\.[\w-]+$/);
      const hours = (Date.parse(made.body.data.expiresAt) - Date.now()) / 3600_000;
      expect(hours).toBeGreaterThan(71.9);
      expect(hours).toBeLessThanOrEqual(72);
      expect((await api('POST', '/releases/665000000000000000000fff/preview-link')).status).toBe(404);
    });

    /** A release with the first hero's title drafted in it (and, with `testimonial`, a new testimonial). */
    const draftedRelease = async (name: string, title: string, testimonial?: string) => {
      const release = await startRelease(name);
      const live = (await api('GET', `/hero/details/${HERO_IDS.surgicalGuide}`)).body.data as Json;
      expect((await api('PUT', `/hero/update/${HERO_IDS.surgicalGuide}`, { json: { ...heroInput(live), title }, headers: inRelease(release) })).status).toBe(
        200,
      );
      if (testimonial) {
        const added = await api('POST', `/testimonials/section/${TESTIMONIALS_SECTION_ID}/testimonial/add`, {
          json: { name: testimonial, role: 'Oral surgeon, Lyon', rating: 5, content: 'Sleeves seated exactly where the plan put them.' },
          headers: inRelease(release),
        });
        expect(added.status).toBe(201);
      }
      return { release, live };
    };

    it('publishes every draft together: visitors see all of them, the history and activity name the publisher and the publish once', async () => {
      const title = 'Guides planned to the tenth of a millimetre, now in spring colours';
      const { release } = await draftedRelease('Spring launch', title, 'Dr. Amélie Roux');
      const published = await api('POST', `/releases/${release}/publish`);
      expect(published.status).toBe(200);
      expect(published.body.message).toBe(RELEASE_PUBLISHED);
      expect(published.body.data).toMatchObject({ state: 'published', publishedBy: superAdmin.admin._id, changeCount: 2 });
      expect(published.body.data.failure).toBeUndefined();

      const heroes = (await api('GET', '/hero/active-list', { token: null })).body.data as Json[];
      expect(heroes.find((h) => h._id === HERO_IDS.surgicalGuide)).toMatchObject({ title, lastModifiedBy: superAdmin.admin._id });
      const testimonials = (await api('GET', '/testimonials/active', { token: null })).body.data as Json;
      expect(JSON.stringify(testimonials)).toContain('Dr. Amélie Roux');

      const activity = (await api('GET', '/activity?limit=20')).body.data as Json[];
      const publishes = activity.filter((e) => e.action === 'release-publish' && e.recordId === release);
      expect(publishes).toEqual([expect.objectContaining({ summary: 'Published release “Spring launch” (2 changes)', adminId: superAdmin.admin._id })]);
      expect(activity.some((e) => e.recordId === HERO_IDS.surgicalGuide && e.adminId === superAdmin.admin._id)).toBe(true);
      const history = (await api('GET', `/revisions?kind=hero&recordId=${HERO_IDS.surgicalGuide}&limit=1`)).body.data as Json[];
      expect(history[0]).toMatchObject({ createdBy: superAdmin.admin._id, changedFields: ['title'] });

      // Done once: neither published again nor given more drafts.
      expect((await api('POST', `/releases/${release}/publish`)).body.message).toBe(RELEASE_NOT_PUBLISHABLE);
      const late = await api('PUT', `/hero/update/${HERO_IDS.surgicalGuide}`, {
        json: { ...heroInput(heroes[0]), title: 'Late' },
        headers: inRelease(release),
      });
      expect(late.status).toBe(409);
      expect(late.body.message).toBe(RELEASE_NOT_OPEN);
    });

    it('stops the publish when the live site changed a drafted record since, naming the fields, and publishes nothing', async () => {
      const title = 'A title drafted before the live edit';
      const { release, live } = await draftedRelease('Stale hero', title, 'Dr. Nobody Published');
      const subtitle = 'Edited on the live site while the release waited.';
      expect((await api('PUT', `/hero/update/${HERO_IDS.surgicalGuide}`, { json: { ...heroInput(live), subtitle } })).status).toBe(200);

      const stopped = await api('POST', `/releases/${release}/publish`);
      expect(stopped.status).toBe(409);
      expect(stopped.body.message).toBe(RELEASE_CONFLICT);
      expect(stopped.body.errors).toEqual([{ field: `${live.title} › subtitle`, message: 'changed on the live site since it was drafted' }]);

      const hero = (await api('GET', `/hero/details/${HERO_IDS.surgicalGuide}`)).body.data as Json;
      expect(hero).toMatchObject({ title: live.title, subtitle });
      expect(JSON.stringify((await api('GET', '/testimonials/active', { token: null })).body.data)).not.toContain('Dr. Nobody Published');
      const read = (await api('GET', `/releases/${release}`)).body.data as Json;
      expect(read.state).toBe('failed');
      expect(read.failure.message).toBe(RELEASE_CONFLICT);
      expect(read.failure.conflicts).toEqual([
        expect.objectContaining({
          kind: 'hero',
          recordId: HERO_IDS.surgicalGuide,
          changedFields: ['subtitle'],
          draftedFrom: expect.objectContaining({ subtitle: live.subtitle }),
          live: expect.objectContaining({ subtitle }),
        }),
      ]);
    });

    it('leaves publishing to a super admin unless the release settings let regular admins publish without review', async () => {
      expect((await api('GET', '/release-settings')).body.data).toEqual({ regularAdminsMayPublish: false });
      const token = await login(editor);
      const byEditor = await api('PUT', '/release-settings', { json: { regularAdminsMayPublish: true }, token });
      expect(byEditor.status).toBe(403);
      expect(byEditor.body.message).toBe(AUTH_MESSAGES.superAdminOnly);
      expect((await api('PUT', '/release-settings', { json: { regularAdminsMayPublish: 'yes' } })).status).toBe(400);

      const allowed = await api('PUT', '/release-settings', { json: { regularAdminsMayPublish: true } });
      expect(allowed.status).toBe(200);
      expect(allowed.body.message).toBe(RELEASE_SETTINGS_SAVED);
      expect(allowed.body.data).toMatchObject({ regularAdminsMayPublish: true, lastModifiedBy: superAdmin.admin._id });
      try {
        expect((await api('GET', '/release-settings', { token })).body.data.regularAdminsMayPublish).toBe(true);
        const { release } = await editorRelease('Published by the editor', 'An editor may publish this one', token);
        const published = await api('POST', `/releases/${release}/publish`, { token });
        expect(published.status).toBe(200);
        expect(published.body.data).toMatchObject({ state: 'published', publishedBy: editor.admin._id });
      } finally {
        expect((await api('PUT', '/release-settings', { json: { regularAdminsMayPublish: false } })).body.data.regularAdminsMayPublish).toBe(false);
      }
    });

    /** A release an editor made, with the first hero's title drafted in it by the editor. */
    const editorRelease = async (name: string, title: string, token: string) => {
      const release = await startRelease(name, token);
      const live = (await api('GET', `/hero/details/${HERO_IDS.surgicalGuide}`, { token })).body.data as Json;
      const drafted = await api('PUT', `/hero/update/${HERO_IDS.surgicalGuide}`, { json: { ...heroInput(live), title }, headers: inRelease(release), token });
      expect(drafted.status).toBe(200);
      return { release, live };
    };
    /** The first hero's title as visitors see it. */
    const visitorsTitle = async () =>
      ((await api('GET', '/hero/active-list', { token: null })).body.data as Json[]).find((h) => h._id === HERO_IDS.surgicalGuide)?.title;
    const reviewers = demoData.demoAdmins
      .filter((a) => a.admin.role === 'super_admin' && a.admin.status === 'active')
      .map((a) => a.admin.email)
      .sort();
    const mailsOf = async (release: string) =>
      (((await api('GET', `/releases/${release}`)).body.data.mailDeliveries ?? []) as Json[]).map((m) => ({ kind: m.kind, to: m.to }));

    it("takes an editor's release to review: no more drafts, no publish by the editor, and every active super admin is sent an email", async () => {
      const token = await login(editor);
      const { release, live } = await editorRelease('Spring review', 'Reviewed before it goes live', token);
      const submitted = await api('POST', `/releases/${release}/submit`, { json: { comment: '  The new title, as agreed on Friday.  ' }, token });
      expect(submitted.status).toBe(200);
      expect(submitted.body.message).toBe(RELEASE_SUBMITTED);
      expect(submitted.body.data).toMatchObject({
        state: 'in_review',
        review: { submittedBy: editor.admin._id, submittedByName: editor.admin.name, submitComment: 'The new title, as agreed on Friday.' },
      });
      expect(await mailsOf(release)).toEqual([{ kind: 'release-review', to: reviewers }]);

      const late = await api('PUT', `/hero/update/${HERO_IDS.surgicalGuide}`, { json: heroInput(live), headers: inRelease(release), token });
      expect(late.status).toBe(409);
      expect(late.body.message).toBe(RELEASE_NOT_OPEN);
      const publish = await api('POST', `/releases/${release}/publish`, { token });
      expect(publish.status).toBe(403);
      expect(publish.body.message).toBe(PUBLISH_NEEDS_REVIEW);
      expect((await api('POST', `/releases/${release}/publish`)).body.message).toBe(RELEASE_NOT_PUBLISHABLE);
      for (const call of ['approve', 'send-back'])
        expect((await api('POST', `/releases/${release}/${call}`, { json: { comment: 'Mine' }, token })).status).toBe(403);
      const again = await api('POST', `/releases/${release}/submit`, { json: {}, token });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(RELEASE_NOT_SUBMITTABLE);
      expect((await api('POST', `/releases/${await startRelease('Nothing to review', token)}/submit`, { json: {}, token })).body.message).toBe(
        RELEASE_NOTHING_TO_REVIEW,
      );
      expect(await visitorsTitle()).toBe(live.title);
    });

    it('sends a release back with a comment: open again, its author told, and it may be submitted again', async () => {
      const token = await login(editor);
      const { release } = await editorRelease('Sent back', 'Not quite right yet', token);
      expect((await api('POST', `/releases/${release}/submit`, { json: {}, token })).status).toBe(200);
      for (const comment of [undefined, '   ']) {
        const blank = await api('POST', `/releases/${release}/send-back`, { json: comment === undefined ? {} : { comment } });
        expect(blank.status).toBe(400);
        expect(JSON.stringify(blank.body.errors)).toContain('comment');
      }
      const back = await api('POST', `/releases/${release}/send-back`, { json: { comment: 'Use the wording of the printed flyer.' } });
      expect(back.status).toBe(200);
      expect(back.body.message).toBe(RELEASE_SENT_BACK);
      expect(back.body.data).toMatchObject({
        state: 'open',
        review: {
          submittedBy: editor.admin._id,
          decision: 'sent_back',
          decidedBy: superAdmin.admin._id,
          decidedByName: superAdmin.admin.name,
          decisionComment: 'Use the wording of the printed flyer.',
        },
      });
      expect(await mailsOf(release)).toEqual([
        { kind: 'release-review', to: reviewers },
        { kind: 'release-decision', to: [editor.admin.email] },
      ]);
      expect((await api('POST', `/releases/${release}/send-back`, { json: { comment: 'Twice' } })).body.message).toBe(RELEASE_NOT_IN_REVIEW);
      const resubmitted = await api('POST', `/releases/${release}/submit`, { json: {}, token });
      expect(resubmitted.body.data).toMatchObject({ state: 'in_review', review: { submittedBy: editor.admin._id } });
      expect(resubmitted.body.data.review.decision).toBeUndefined();
    });

    it('approves a release in review: published now (its author told), or scheduled for a time to come', async () => {
      const token = await login(editor);
      const title = 'Approved and live at once';
      const { release } = await editorRelease('Approved now', title, token);
      expect((await api('POST', `/releases/${release}/approve`, { json: {} })).body.message).toBe(RELEASE_NOT_IN_REVIEW);
      expect((await api('POST', `/releases/${release}/submit`, { json: {}, token })).status).toBe(200);
      const approved = await api('POST', `/releases/${release}/approve`, { json: { comment: 'Good to go.' } });
      expect(approved.status).toBe(200);
      expect(approved.body.message).toBe(RELEASE_APPROVED);
      expect(approved.body.data).toMatchObject({
        state: 'published',
        publishedBy: superAdmin.admin._id,
        review: { decision: 'approved', decidedBy: superAdmin.admin._id, decisionComment: 'Good to go.' },
      });
      expect(await visitorsTitle()).toBe(title);
      expect(await mailsOf(release)).toEqual([
        { kind: 'release-review', to: reviewers },
        { kind: 'release-decision', to: [editor.admin.email] },
      ]);

      const { release: later } = await editorRelease('Approved for Monday', 'Live on Monday at nine', token);
      expect((await api('POST', `/releases/${later}/submit`, { json: {}, token })).status).toBe(200);
      const past = await api('POST', `/releases/${later}/approve`, { json: { at: new Date(Date.now() - 60_000).toISOString() } });
      expect(past.status).toBe(400);
      expect(past.body.errors).toEqual([{ field: 'at', message: SCHEDULE_NOT_AHEAD }]);
      const at = new Date(Date.now() + 5 * 24 * 3600_000).toISOString();
      const scheduled = await api('POST', `/releases/${later}/approve`, { json: { at } });
      expect(scheduled.status).toBe(200);
      expect(scheduled.body.message).toBe(RELEASE_APPROVED_SCHEDULED);
      expect(scheduled.body.data).toMatchObject({ state: 'scheduled', scheduledAt: at, scheduledBy: superAdmin.admin._id, review: { decision: 'approved' } });
      expect(await visitorsTitle()).toBe(title);
      expect((await api('DELETE', `/releases/${later}/schedule`)).body.data.state).toBe('open');
    });

    it("refuses a regular admin's publish while the settings send it through review, and a release with nothing in it", async () => {
      const { release } = await draftedRelease('Editor cannot publish', 'Not by the editor');
      const token = await login(editor);
      const refused = await api('POST', `/releases/${release}/publish`, { token });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(PUBLISH_NEEDS_REVIEW);
      expect((await api('GET', `/releases/${release}`)).body.data.state).toBe('open');
      const empty = await api('POST', `/releases/${await startRelease('Nothing yet')}/publish`);
      expect(empty.status).toBe(409);
      expect(empty.body.message).toBe(RELEASE_EMPTY);
    });

    it('undoes a published release in one step: every record back as it was, recorded as a release of its own', async () => {
      const title = 'A campaign title to be taken back';
      const { release, live } = await draftedRelease('Undo me', title, 'Dr. Undone Testimonial');
      expect((await api('POST', `/releases/${release}/publish`)).status).toBe(200);
      const visitors = async () => ({
        hero: ((await api('GET', '/hero/active-list', { token: null })).body.data as Json[]).find((h) => h._id === HERO_IDS.surgicalGuide)!,
        testimonials: JSON.stringify((await api('GET', '/testimonials/active', { token: null })).body.data),
      });
      expect((await visitors()).hero.title).toBe(title);

      const undone = await api('POST', `/releases/${release}/revert`);
      expect(undone.status).toBe(200);
      expect(undone.body.message).toBe(RELEASE_REVERTED);
      expect(undone.body.data.state).toBe('reverted');
      const after = await visitors();
      expect(after.hero).toMatchObject({ title: live.title, subtitle: live.subtitle, lastModifiedBy: superAdmin.admin._id });
      expect(after.testimonials).not.toContain('Dr. Undone Testimonial');

      const undo = (await api('GET', `/releases/${undone.body.data.undoneBy}`)).body.data as Json;
      expect(undo).toMatchObject({ name: 'Undo of “Undo me”', state: 'published', undoes: release, createdBy: superAdmin.admin._id });
      const activity = (await api('GET', '/activity?limit=30')).body.data as Json[];
      expect(activity.filter((e) => e.action === 'release-revert' && e.recordId === release)).toEqual([
        expect.objectContaining({ summary: 'Undid release “Undo me” (2 records back as they were)', adminId: superAdmin.admin._id }),
      ]);
      const history = (await api('GET', `/revisions?kind=hero&recordId=${HERO_IDS.surgicalGuide}&limit=1`)).body.data as Json[];
      expect(history[0]).toMatchObject({ operation: 'restore', changedFields: ['title'], createdBy: superAdmin.admin._id });

      // Once only, and only a published release.
      expect((await api('POST', `/releases/${release}/revert`)).body.message).toBe(RELEASE_NOT_REVERTIBLE);
      expect((await api('POST', `/releases/${RELEASE_IDS.springCampaign}/revert`)).status).toBe(409);
      expect((await api('POST', `/releases/${release}/revert`, { token: await login(editor) })).status).toBe(403);
    });

    it('schedules a release for a time to come, as the super admin who set it, and takes it off again', async () => {
      const { release } = await draftedRelease('Monday 9:00', 'Switched on at nine');
      const at = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
      const scheduled = await api('POST', `/releases/${release}/schedule`, { json: { at } });
      expect(scheduled.status).toBe(200);
      expect(scheduled.body.message).toBe(RELEASE_SCHEDULED);
      expect(scheduled.body.data).toMatchObject({ state: 'scheduled', scheduledAt: at, scheduledBy: superAdmin.admin._id });
      // No more drafts while it waits; the live site unchanged.
      const live = (await api('GET', `/hero/details/${HERO_IDS.surgicalGuide}`)).body.data as Json;
      expect(live.title).not.toBe('Switched on at nine');
      expect((await api('PUT', `/hero/update/${HERO_IDS.surgicalGuide}`, { json: heroInput(live), headers: inRelease(release) })).status).toBe(409);

      const later = new Date(Date.now() + 8 * 24 * 3600_000).toISOString();
      expect((await api('POST', `/releases/${release}/schedule`, { json: { at: later } })).body.data.scheduledAt).toBe(later);
      const off = await api('DELETE', `/releases/${release}/schedule`);
      expect(off.status).toBe(200);
      expect(off.body.message).toBe(RELEASE_UNSCHEDULED);
      expect(off.body.data.state).toBe('open');
      expect(off.body.data.scheduledAt).toBeUndefined();
      const again = await api('DELETE', `/releases/${release}/schedule`);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(RELEASE_NOT_SCHEDULED);
    });

    it('refuses a time gone by (naming the field), an empty release, and a regular admin', async () => {
      const { release } = await draftedRelease('Yesterday', 'Too late');
      const past = await api('POST', `/releases/${release}/schedule`, { json: { at: new Date(Date.now() - 60_000).toISOString() } });
      expect(past.status).toBe(400);
      expect(past.body.errors).toEqual([{ field: 'at', message: SCHEDULE_NOT_AHEAD }]);
      const at = new Date(Date.now() + 3600_000).toISOString();
      expect((await api('POST', `/releases/${await startRelease('Empty')}/schedule`, { json: { at } })).body.message).toBe(RELEASE_EMPTY);
      expect((await api('POST', `/releases/${release}/schedule`, { json: { at }, token: await login(editor) })).status).toBe(403);
      expect((await api('GET', `/releases/${release}`)).body.data.state).toBe('open');
    });

    it("lists a record's drafts waiting in releases, newest first, apart from its history, until their release is published", async () => {
      const [demoDraft] = demoData.releaseDrafts;
      const waiting = async (query: string) => (await api('GET', `/release-drafts?${query}`)).body.data as Json[];
      expect(await waiting(`kind=hero&recordId=${HERO_IDS.cbctPlanning}`)).toEqual([
        {
          releaseId: RELEASE_IDS.springCampaign,
          releaseName: 'Spring implant campaign',
          releaseState: 'open',
          change: expect.objectContaining({
            operation: demoDraft.operation,
            kind: 'hero',
            createdBy: editor.admin._id,
            createdByName: editor.admin.name,
            records: [expect.objectContaining({ recordId: HERO_IDS.cbctPlanning, changedFields: ['title'] })],
          }),
        },
      ]);
      const title = 'Waiting in a second release';
      const { release } = await draftedRelease('Waiting drafts', title, 'Dr. Waiting Testimonial');
      const heroDrafts = await waiting(`kind=hero&recordId=${HERO_IDS.surgicalGuide}`);
      expect(heroDrafts[0]).toMatchObject({ releaseId: release, releaseName: 'Waiting drafts', releaseState: 'open' });
      expect(heroDrafts[0].change.records).toEqual([expect.objectContaining({ recordId: HERO_IDS.surgicalGuide, after: expect.objectContaining({ title }) })]);
      // Of the kind: the release's drafts of it, the newest first, whatever record.
      expect((await waiting('kind=testimonials'))[0]).toMatchObject({ releaseId: release, change: { operation: 'addTestimonial' } });
      // Published, they are history: no longer waiting.
      expect((await api('POST', `/releases/${release}/publish`)).status).toBe(200);
      expect((await waiting(`kind=hero&recordId=${HERO_IDS.surgicalGuide}`)).some((d) => d.releaseId === release)).toBe(false);
      expect((await api('GET', '/release-drafts?kind=nonsense')).status).toBe(400);
      expect((await api('GET', '/release-drafts?kind=hero', { token: null })).status).toBe(401);
    });

    it('answers an unknown release with 404, and no release to a caller without a token', async () => {
      const missing = await api('GET', '/releases/665000000000000000000fff');
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(RELEASE_NOT_FOUND);
      expect((await api('GET', '/releases', { token: null })).status).toBe(401);
    });
  });
}
