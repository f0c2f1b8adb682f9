// Revision history as an editor meets it, the same on the mocks and the backend (SQLite and MySQL): every
// content write stores who changed what, a restore brings the old state back (a deleted record included) and
// is itself a revision, and admins are shown by name.
import { describe, expect, it } from 'vitest';
import { demoData, HERO_IDS, PRICING_CONFIG_ID, REVISION_IDS } from '@shared/demo-content';
import type { components } from '@shared/contract/schema';
import { demoToken } from './contract-suite';
import { suiteTarget, type Json, type SuiteSetup } from './support/api-caller';

type S = components['schemas'];

const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!.admin;
const editor = demoData.demoAdmins.find((a) => a.admin.role === 'admin' && a.admin.status === 'active')!;

export function defineRevisionSuite(name: string, setup: SuiteSetup) {
  describe(`${name}: revision history`, () => {
    const { api } = suiteTarget(setup, demoToken);
    const history = async (kind: string, recordId?: string) =>
      (await api('GET', `/revisions?kind=${kind}&limit=100${recordId ? `&recordId=${recordId}` : ''}`)).body as {
        data: S['RevisionSummary'][];
        pagination: S['Pagination'];
      };

    it('starts with the demo history of the heroes, newest first, with the authors by name', async () => {
      const { data } = await history('hero', HERO_IDS.cbctPlanning);
      expect(data.map((r) => [r._id, r.operation, r.createdByName])).toEqual([
        [REVISION_IDS.cbctPlanningRetitled, 'update', editor.admin.name],
        [REVISION_IDS.cbctPlanningCreated, 'create', superAdmin.name],
      ]);
      expect(data[0].changedFields).toEqual(['title']);
    });

    it('stores an update with who, what and the whole record, and compares it with the current state', async () => {
      const hero = demoData.heroes.find((h) => h._id === HERO_IDS.surgicalGuide)!;
      const saved = await api('PUT', `/hero/update/${hero._id}`, { json: { ...hero, title: 'Surgical guides, printed and checked in five days' } });
      expect(saved.status).toBe(200);

      const [latest] = (await history('hero', hero._id)).data;
      expect(latest).toMatchObject({
        kind: 'hero',
        recordId: hero._id,
        operation: 'update',
        changedFields: ['title'],
        createdBy: superAdmin._id,
        createdByName: superAdmin.name,
      });
      expect(latest.recordTitle).toBe('Surgical guides, printed and checked in five days');

      const detail = await api('GET', `/revisions/${latest._id}`);
      expect(detail.body.data.revision.snapshot.title).toBe('Surgical guides, printed and checked in five days');
      expect(detail.body.data.current.title).toBe('Surgical guides, printed and checked in five days');
    });

    it('restores an earlier revision: visitors get the old text again, and the restore is a revision of its own', async () => {
      const restored = await api('POST', `/revisions/${REVISION_IDS.cbctPlanningCreated}/restore`);
      expect(restored.status).toBe(200);
      expect(restored.body.message).toBe('Revision restored successfully!');
      expect(restored.body.data).toMatchObject({
        kind: 'hero',
        recordId: HERO_IDS.cbctPlanning,
        record: { title: 'Implant plans built on your CBCT', lastModifiedBy: superAdmin._id },
      });

      const publicHeroes = await api('GET', '/hero/active-list', { token: null });
      expect(publicHeroes.body.data.find((h: Json) => h._id === HERO_IDS.cbctPlanning).title).toBe('Implant plans built on your CBCT');

      const [latest] = (await history('hero', HERO_IDS.cbctPlanning)).data;
      expect(latest).toMatchObject({ operation: 'restore', changedFields: ['title'], createdByName: superAdmin.name });
    });

    it('brings a deleted record back with its id', async () => {
      const hero = demoData.heroes.find((h) => h._id === HERO_IDS.digitalWorkflow)!;
      expect((await api('DELETE', `/hero/delete/${hero._id}`)).status).toBe(200);
      const [deleted] = (await history('hero', hero._id)).data;
      expect(deleted).toMatchObject({ operation: 'delete', recordTitle: hero.title });
      expect((await api('GET', `/revisions/${deleted._id}`)).body.data.current).toBeNull();

      expect((await api('POST', `/revisions/${deleted._id}/restore`)).status).toBe(200);
      const back = await api('GET', `/hero/details/${hero._id}`);
      expect(back.status).toBe(200);
      expect(back.body.data).toMatchObject({ title: hero.title, banner: hero.banner, displayOrder: hero.displayOrder, createdAt: hero.createdAt });
    });

    it('records the records another write switched off, and a restore keeps a single active record', async () => {
      const created = await api('POST', '/pricing/createPlan', { json: { title: 'Winter plans', isActive: true } });
      expect(created.status).toBe(201);
      const newId = created.body.data._id;
      const [switchedOff] = (await history('pricing', PRICING_CONFIG_ID)).data;
      expect(switchedOff).toMatchObject({ operation: 'toggle', changedFields: ['isActive'] });
      expect((await history('pricing', newId)).data[0]).toMatchObject({ operation: 'create', recordTitle: 'Winter plans' });

      const toggled = await api('PUT', `/pricing/togglePlanStatus/${PRICING_CONFIG_ID}`);
      expect(toggled.status).toBe(200);
      const reactivation = (await history('pricing', PRICING_CONFIG_ID)).data[0];
      await api('PUT', `/pricing/togglePlanStatus/${newId}`);
      expect((await api('GET', '/pricing/getActivePlans', { token: null })).body.data._id).toBe(newId);

      expect((await api('POST', `/revisions/${reactivation._id}/restore`)).status).toBe(200);
      const active = (await api('GET', `/pricing/getPlans?limit=100`)).body.data.filter((c: Json) => c.isActive);
      expect(active.map((c: Json) => c._id)).toEqual([PRICING_CONFIG_ID]);
    });

    it('stores nested edits as a revision of the whole document', async () => {
      const policy = demoData.privacyPolicies[0];
      const added = await api('POST', `/privacy-policy/${policy._id}/sections`, {
        json: { title: 'Scan retention', content: 'We keep CBCT scans for ten years.' },
      });
      expect(added.status).toBe(201);
      const [latest] = (await history('privacy-policy')).data;
      expect(latest).toMatchObject({ recordId: policy._id, operation: 'update', changedFields: ['sections'] });
    });

    it('keeps the last 50 revisions of a record', async () => {
      const hero = demoData.heroes.find((h) => h._id === HERO_IDS.surgicalGuide)!;
      for (let i = 1; i <= 52; i++) await api('PUT', `/hero/update/${hero._id}`, { json: { ...hero, title: `Guided surgery, draft ${i}` } });
      const { data, pagination } = await history('hero', hero._id);
      expect(pagination.total).toBe(50);
      expect(data[0].recordTitle).toBe('Guided surgery, draft 52');
    });

    it('refuses a list without a kind, naming the field, and any call without a token', async () => {
      const missing = await api('GET', '/revisions');
      expect(missing.status).toBe(400);
      expect(missing.body.errors[0].field).toBe('kind');
      expect((await api('POST', `/revisions/${REVISION_IDS.cbctPlanningCreated}/restore`, { token: null })).status).toBe(401);
    });

    it('names the admins behind a record for signed-in callers, never for visitors', async () => {
      const list = await api('GET', '/hero/list');
      const hero = list.body.data.find((h: Json) => h._id === HERO_IDS.cbctPlanning);
      expect(hero).toMatchObject({ lastModifiedBy: editor.admin._id, lastModifiedByName: editor.admin.name, createdByName: superAdmin.name });
      const visitor = await api('GET', '/hero/active-list', { token: null });
      expect(JSON.stringify(visitor.body)).not.toContain('lastModifiedByName');
    });
  });
}
