// Script-bearing settings belong to super admins (ADR 0002), the same on the mocks and the backend (SQLite and
// MySQL): the regular demo admin cannot set, clear, delete or restore the analytics ids or the custom code (403
// naming the field, nothing stored), still saves every other field when it sends them back unchanged, and the super
// admin changes them as before.
import { describe, expect, it } from 'vitest';
import { demoData, HOMEPAGE_SETTINGS_ID } from '@shared/demo-content';
import { demoToken } from '../contract-suite';
import { send, type Target } from '../support/operation-calls';
import { suiteTarget, type Json, type SuiteSetup } from '../support/api-caller';

const editor = demoData.demoAdmins.find((a) => a.admin.role === 'admin' && a.admin.status === 'active')!;
const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;

const SCRIPT_FIELDS = {
  customHeadCode: '<script>window.__editor = true</script>',
  customBodyCode: '<script>fetch("/api/admin", { method: "POST" })</script>',
  googleAnalyticsId: 'G-EDITOR123',
  facebookPixelId: '123456789012345',
} as const;

const MESSAGE = 'can only be changed by a super admin';

async function signIn(target: Target, email: string, password: string) {
  const res = await send(target, { method: 'POST', path: '/admin/login', json: { email, password } });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** The settings as the screen sends them back: every stored field, audit fields as the screen sets them. */
function asTheScreenSends(stored: Json): Json {
  const { _id, createdBy: _cb, createdAt: _ca, lastModifiedByName: _ln, createdByName: _cn, ...fields } = stored;
  return { ...fields, lastModifiedBy: 'admin', lastModifiedAt: new Date().toISOString() };
}

export function defineSettingsTrustSuite(name: string, setup: SuiteSetup) {
  describe(`${name}: script-bearing settings belong to super admins`, () => {
    const { api, target } = suiteTarget(setup, demoToken);
    const asEditor = async () => signIn(target(), editor.admin.email, editor.password);
    const stored = async () => (await api('GET', '/homepage/settings', { token: null })).body.data as Json;
    const settingsUrl = `/homepage/settings/${HOMEPAGE_SETTINGS_ID}`;

    it.each(Object.entries(SCRIPT_FIELDS))('refuses the regular admin a change to %s: 403 naming it, nothing stored', async (field, value) => {
      const token = await asEditor();
      const before = await stored();
      const res = await api('PUT', settingsUrl, { token, json: { ...asTheScreenSends(before), metaTitle: 'Changed with the script', [field]: value } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, message: `${field} ${MESSAGE}`, errors: [{ field, message: MESSAGE }] });
      const after = await stored();
      expect(after[field] ?? '').toBe(before[field] ?? '');
      expect(after.metaTitle).toBe(before.metaTitle);
    });

    it('stores the regular admin the other fields when the script-bearing ones come back unchanged', async () => {
      const token = await asEditor();
      const before = await stored();
      const res = await api('PUT', settingsUrl, { token, json: { ...asTheScreenSends(before), metaTitle: 'Guides planned by the editor' } });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ metaTitle: 'Guides planned by the editor', lastModifiedBy: editor.admin._id });
      expect((await stored()).metaTitle).toBe('Guides planned by the editor');
    });

    it('lets the super admin set them, and then the regular admin may only send them back as they are', async () => {
      const before = await stored();
      const set = await api('PUT', settingsUrl, { json: { ...asTheScreenSends(before), ...SCRIPT_FIELDS } });
      expect(set.status).toBe(200);
      expect(await stored()).toMatchObject(SCRIPT_FIELDS);

      const token = await asEditor();
      const unchanged = await api('PUT', settingsUrl, { token, json: { ...asTheScreenSends(await stored()), siteDescription: 'Planned by the editor' } });
      expect(unchanged.status).toBe(200);
      const cleared = await api('PUT', settingsUrl, { token, json: { ...asTheScreenSends(await stored()), customHeadCode: '' } });
      expect(cleared.status).toBe(403);
      expect(cleared.body.errors).toEqual([{ field: 'customHeadCode', message: MESSAGE }]);
      expect(await stored()).toMatchObject({ ...SCRIPT_FIELDS, siteDescription: 'Planned by the editor' });
    });

    it('refuses the regular admin a delete that would remove custom code, and a create that would set it', async () => {
      const before = await stored();
      expect((await api('PUT', settingsUrl, { json: { ...asTheScreenSends(before), customBodyCode: SCRIPT_FIELDS.customBodyCode } })).status).toBe(200);
      const token = await asEditor();
      const removed = await api('DELETE', settingsUrl, { token });
      expect(removed.status).toBe(403);
      // The settings' languages (ADR 0044) are a super admin's field too, and a delete would remove them as well.
      expect(removed.body.errors).toContainEqual({ field: 'customBodyCode', message: MESSAGE });
      expect((await stored())._id).toBe(HOMEPAGE_SETTINGS_ID);

      // With the code gone (the super admin's delete), the regular admin may create settings without it, not with it.
      expect((await api('DELETE', settingsUrl)).status).toBe(200);
      const fresh = { metaTitle: 'NovaGuide', metaDescription: 'Implant planning', siteName: 'NovaGuide' };
      const withCode = await api('POST', '/homepage/settings', { token, json: { ...fresh, googleAnalyticsId: SCRIPT_FIELDS.googleAnalyticsId } });
      expect(withCode.status).toBe(403);
      expect(withCode.body.errors).toEqual([{ field: 'googleAnalyticsId', message: MESSAGE }]);
      expect((await api('GET', '/homepage/settings', { token: null })).status).toBe(404);
      expect((await api('POST', '/homepage/settings', { token, json: fresh })).status).toBe(201);
    });

    it("refuses the regular admin a restore that would bring the custom code back, and keeps the super admin's", async () => {
      const before = await stored();
      expect((await api('PUT', settingsUrl, { json: { ...asTheScreenSends(before), customHeadCode: SCRIPT_FIELDS.customHeadCode } })).status).toBe(200);
      expect((await api('PUT', settingsUrl, { json: { ...asTheScreenSends(await stored()), customHeadCode: '' } })).status).toBe(200);
      const history = (await api('GET', `/revisions?kind=homepage-settings&recordId=${HOMEPAGE_SETTINGS_ID}&limit=100`)).body.data as Json[];
      const withCode = history.find((r) => r.changedFields.includes('customHeadCode') && r.createdBy === superAdmin.admin._id && r !== history[0])!;
      expect(withCode).toBeDefined();

      const token = await asEditor();
      const restored = await api('POST', `/revisions/${withCode._id}/restore`, { token });
      expect(restored.status).toBe(403);
      expect(restored.body).toEqual({ success: false, message: `customHeadCode ${MESSAGE}`, errors: [{ field: 'customHeadCode', message: MESSAGE }] });
      expect((await stored()).customHeadCode ?? '').toBe('');
      const after = (await api('GET', `/revisions?kind=homepage-settings&recordId=${HOMEPAGE_SETTINGS_ID}&limit=100`)).body.data as Json[];
      expect(after.length).toBe(history.length);

      // The super admin's restore is the same call, and it stands.
      expect((await api('POST', `/revisions/${withCode._id}/restore`)).status).toBe(200);
      expect((await stored()).customHeadCode).toBe(SCRIPT_FIELDS.customHeadCode);
    });
  });
}
