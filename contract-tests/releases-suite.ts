// Releases as admins meet them (ADR 0033), the same on the mocks and the backend (SQLite and MySQL): started by any
// admin, who is taken from the token, named (trimmed, never blank), listed newest first with their makers by name,
// and read one by one.
import { describe, expect, it } from 'vitest';
import { demoData, RELEASE_IDS } from '@shared/demo-content';
import { RELEASE_CREATED, RELEASE_NOT_FOUND } from '@shared/contract/releases';
import { demoToken } from './contract-suite';
import { suiteTarget, type Json, type SuiteSetup } from './support/api-caller';

const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
const editor = demoData.demoAdmins.find((a) => a.admin.role === 'admin' && a.admin.status === 'active')!;

export function defineReleaseSuite(name: string, setup: SuiteSetup) {
  describe(`${name}: releases`, () => {
    const { api } = suiteTarget(setup, demoToken);
    const login = async (who: typeof editor) =>
      (await api('POST', '/admin/login', { json: { email: who.admin.email, password: who.password }, token: null })).body.data.token as string;

    it("lists the demo team's release in preparation, with its maker by name", async () => {
      const { body } = await api('GET', '/releases?limit=100');
      const spring = (body.data as Json[]).find((r) => r._id === RELEASE_IDS.springCampaign);
      expect(spring).toMatchObject({ name: 'Spring implant campaign', state: 'open', createdBy: editor.admin._id, createdByName: editor.admin.name });
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
      expect(read.body.data).toEqual({ ...made.body.data });
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

    it('answers an unknown release with 404, and no release to a caller without a token', async () => {
      const missing = await api('GET', '/releases/665000000000000000000fff');
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(RELEASE_NOT_FOUND);
      expect((await api('GET', '/releases', { token: null })).status).toBe(401);
    });
  });
}
