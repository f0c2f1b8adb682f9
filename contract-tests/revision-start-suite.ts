// History from the first change, the same on the mocks and the backend (SQLite and MySQL): on a fresh database,
// where only the demo heroes have a history, an editor changes each kind of content once and restores the
// record as it was through the History calls; restoring the version that already is the record is refused.
import { describe, expect, it } from 'vitest';
import {
  demoData,
  FOOTER_ID,
  HEADER_ID,
  HERO_IDS,
  HOMEPAGE_ID,
  HOMEPAGE_SETTINGS_ID,
  PLAN_IDS,
  PRICING_CONFIG_ID,
  PRIVACY_POLICY_ID,
  SERVICE_DETAILS_IDS,
  SERVICE_IDS,
  SERVICE_SECTION_ID,
  TERMS_CONDITIONS_ID,
  TESTIMONIAL_IDS,
  TESTIMONIALS_SECTION_ID,
} from '@shared/demo-content';
import { demoToken } from './contract-suite';
import { suiteTarget, type Json, type SuiteSetup } from './support/api-caller';

const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!.admin;

/** Fields every write stamps: a restore is stamped anew, so they are not part of what it brings back. */
const STAMPS = new Set(['lastModifiedBy', 'lastModifiedByName', 'lastModifiedAt', 'lastUpdated', 'createdByName']);
const content = (record: Json) => Object.fromEntries(Object.entries(record).filter(([k]) => !STAMPS.has(k)));

interface Case {
  kind: string;
  recordId: string;
  /** Where the admin screens read the record. */
  read: string;
  /** One edit as a screen sends it, given the record as read. */
  edit: (record: Json) => { method: string; path: string; json?: unknown };
}

const hero = demoData.heroes.find((h) => h._id === HERO_IDS.digitalWorkflow)!;
const CASES: Case[] = [
  {
    kind: 'hero',
    recordId: hero._id,
    read: `/hero/details/${hero._id}`,
    edit: () => ({ method: 'PUT', path: `/hero/update/${hero._id}`, json: { ...hero, title: 'Edited title' } }),
  },
  {
    kind: 'header',
    recordId: HEADER_ID,
    read: `/header/${HEADER_ID}`,
    edit: (h) => ({ method: 'PUT', path: `/header/navigation/${HEADER_ID}`, json: { navigationItems: h.navigationItems.slice(1) } }),
  },
  {
    kind: 'services',
    recordId: SERVICE_SECTION_ID,
    read: `/service/${SERVICE_SECTION_ID}`,
    edit: () => ({ method: 'DELETE', path: `/service/remove-service/${SERVICE_SECTION_ID}/${SERVICE_IDS.scanMerging}` }),
  },
  {
    kind: 'pricing',
    recordId: PRICING_CONFIG_ID,
    read: `/pricing/${PRICING_CONFIG_ID}`,
    edit: () => ({ method: 'DELETE', path: `/pricing/removePlan/${PRICING_CONFIG_ID}/${PLAN_IDS.pro}` }),
  },
  {
    kind: 'testimonials',
    recordId: TESTIMONIALS_SECTION_ID,
    read: `/testimonials/section/${TESTIMONIALS_SECTION_ID}`,
    edit: () => ({ method: 'DELETE', path: `/testimonials/section/${TESTIMONIALS_SECTION_ID}/testimonial/${TESTIMONIAL_IDS[1]}/remove` }),
  },
  {
    kind: 'service-details',
    recordId: SERVICE_DETAILS_IDS.scanMerging,
    read: `/service-details/${SERVICE_DETAILS_IDS.scanMerging}`,
    edit: (d) => ({
      method: 'PUT',
      path: `/service-details/${SERVICE_DETAILS_IDS.scanMerging}`,
      json: { serviceId: d.serviceId, heroSection: { ...d.heroSection, title: 'Edited title' }, sections: d.sections },
    }),
  },
  {
    kind: 'privacy-policy',
    recordId: PRIVACY_POLICY_ID,
    read: '/privacy-policy',
    edit: (p) => ({ method: 'DELETE', path: `/privacy-policy/${PRIVACY_POLICY_ID}/sections/${p.sections[1]._id}` }),
  },
  {
    kind: 'terms-conditions',
    recordId: TERMS_CONDITIONS_ID,
    read: '/terms-conditions',
    edit: (t) => ({ method: 'DELETE', path: `/terms-conditions/${TERMS_CONDITIONS_ID}/sections/${t.sections[1]._id}` }),
  },
  {
    kind: 'footer',
    recordId: FOOTER_ID,
    read: `/footer/get-footer-by-id/${FOOTER_ID}`,
    edit: (f) => ({ method: 'PUT', path: `/footer/update-footer-sections/${FOOTER_ID}`, json: { sections: f.sections.slice(1) } }),
  },
  {
    kind: 'homepage-settings',
    recordId: HOMEPAGE_SETTINGS_ID,
    read: '/homepage/settings',
    edit: (s) => ({ method: 'PUT', path: `/homepage/settings/${HOMEPAGE_SETTINGS_ID}`, json: { ...s, siteName: `${s.siteName} (edited)` } }),
  },
  {
    kind: 'homepage',
    recordId: HOMEPAGE_ID,
    read: '/homepage/active',
    edit: (h) => ({
      method: 'PUT',
      path: `/homepage/${HOMEPAGE_ID}`,
      json: { name: h.name, sections: h.sections.map((s: Json) => (s.key === 'testimonials' ? { ...s, isVisible: false } : s)) },
    }),
  },
];

export function defineRevisionStartSuite(name: string, setup: SuiteSetup) {
  describe(`${name}: history from the first change`, () => {
    const { api } = suiteTarget(setup, demoToken);
    const history = async (kind: string, recordId: string) => (await api('GET', `/revisions?kind=${kind}&recordId=${recordId}&limit=100`)).body.data as Json[];

    it.each(CASES.map((c) => [c.kind, c] as const))('%s: the first edit can be undone from its history', async (_kind, c) => {
      expect(await history(c.kind, c.recordId)).toEqual([]);
      const original = (await api('GET', c.read)).body.data as Json;
      expect(original._id).toBe(c.recordId);

      const { method, path, json } = c.edit(original);
      const edited = await api(method, path, { json });
      expect(edited.status, JSON.stringify(edited.body)).toBeLessThan(300);
      const changed = (await api('GET', c.read)).body.data as Json;
      expect(content(changed)).not.toEqual(content(original));

      // The change, and before it the record as it was, dated and signed by its last write.
      const [change, start] = await history(c.kind, c.recordId);
      expect(change).toMatchObject({ operation: expect.stringMatching(/update|toggle/), createdBy: superAdmin._id });
      expect(start).toMatchObject({ recordId: c.recordId, changedFields: [] });
      expect(start.createdAt).toBe(original.lastModifiedAt ?? original.createdAt);
      const detail = (await api('GET', `/revisions/${start._id}`)).body.data;
      expect(content(detail.revision.snapshot)).toEqual(content(original));

      // The newest version is the record itself: nothing to restore, and nothing stored.
      const same = await api('POST', `/revisions/${change._id}/restore`);
      expect(same.status).toBe(409);
      expect(same.body).toEqual({ success: false, message: 'This version matches the current record.' });
      expect(await history(c.kind, c.recordId)).toHaveLength(2);

      const restored = await api('POST', `/revisions/${start._id}/restore`);
      expect(restored.status).toBe(200);
      expect(content((await api('GET', c.read)).body.data)).toEqual(content(original));
      const [restore] = await history(c.kind, c.recordId);
      expect(restore).toMatchObject({ operation: 'restore', changedFields: change.changedFields });
    });

    it('stores the earlier state once: a second edit adds one revision', async () => {
      const path = `/testimonials/section/${TESTIMONIALS_SECTION_ID}/testimonial`;
      expect((await api('DELETE', `${path}/${TESTIMONIAL_IDS[0]}/remove`)).status).toBe(200);
      expect((await api('DELETE', `${path}/${TESTIMONIAL_IDS[2]}/remove`)).status).toBe(200);
      expect((await history('testimonials', TESTIMONIALS_SECTION_ID)).map((r) => r.operation)).toEqual(['update', 'update', 'update']);
    });

    it('brings back a record deleted before it had a history', async () => {
      const path = `/hero/details/${hero._id}`;
      const original = (await api('GET', path)).body.data as Json;
      expect((await api('DELETE', `/hero/delete/${hero._id}`)).status).toBe(200);
      const [deleted, start] = await history('hero', hero._id);
      expect(deleted.operation).toBe('delete');
      expect(start.operation).toBe('create');
      expect((await api('POST', `/revisions/${start._id}/restore`)).status).toBe(200);
      expect(content((await api('GET', path)).body.data)).toEqual(content(original));
    });

    it('keeps a deleted footer in its history, and brings it back as the active one', async () => {
      const path = `/footer/get-footer-by-id/${FOOTER_ID}`;
      const original = (await api('GET', path)).body.data as Json;
      expect((await api('DELETE', `/footer/delete-footer/${FOOTER_ID}`)).status).toBe(200);
      expect((await api('GET', '/footer/get-all-footers')).body.data).toEqual([]);
      expect((await api('GET', '/footer/get-active-footer', { token: null })).status).toBe(404);

      const [deleted] = await history('footer', FOOTER_ID);
      expect(deleted).toMatchObject({ operation: 'delete', recordTitle: original.companyName });
      expect((await api('GET', `/revisions/${deleted._id}`)).body.data.current).toBeNull();
      expect((await api('POST', `/revisions/${deleted._id}/restore`)).status).toBe(200);
      expect(content((await api('GET', path)).body.data)).toEqual(content(original));
      expect((await api('GET', '/footer/get-active-footer', { token: null })).body.data._id).toBe(FOOTER_ID);
    });
  });
}
