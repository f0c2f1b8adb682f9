// The activity log as admins meet it, the same on the mocks and the backend (SQLite and MySQL): content
// changes, sign-ins (failed ones too), sign-outs, account and booking status changes, newest first, by name;
// regular admins see content and inbox events only; filters by admin, category and day, paged.
import { describe, expect, it } from 'vitest';
import { demoData, HERO_IDS } from '@shared/demo-content';
import { demoToken } from './contract-suite';
import { suiteTarget, type Json, type SuiteSetup } from './support/api-caller';

const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
const editor = demoData.demoAdmins.find((a) => a.admin.role === 'admin' && a.admin.status === 'active')!;

export function defineActivitySuite(name: string, setup: SuiteSetup) {
  describe(`${name}: activity log`, () => {
    const { api } = suiteTarget(setup, demoToken);
    const login = async (who: typeof editor) =>
      (await api('POST', '/admin/login', { json: { email: who.admin.email, password: who.password }, token: null })).body.data.token as string;
    const log = async (query = '', as?: string) =>
      (await api('GET', `/activity?limit=100${query}`, as ? { token: as } : {})).body as { data: Json[]; pagination: Json };

    it('shows a content change first, under the admin who made it, with what changed', async () => {
      const hero = demoData.heroes.find((h) => h._id === HERO_IDS.surgicalGuide)!;
      await api('PUT', `/hero/update/${hero._id}`, { json: { ...hero, title: 'Guided surgery in five days' } });
      const [latest] = (await log()).data;
      expect(latest).toMatchObject({
        category: 'content',
        action: 'update',
        summary: 'Updated Hero section “Guided surgery in five days” (Title)',
        adminId: superAdmin.admin._id,
        adminName: superAdmin.admin.name,
        recordKind: 'hero',
        recordId: hero._id,
      });
    });

    it('logs sign-ins, failed sign-ins and sign-outs for super admins', async () => {
      const wrong = await api('POST', '/admin/login', { json: { email: editor.admin.email, password: 'Wrong#Pass1' }, token: null });
      expect(wrong.status).toBe(401);
      const editorToken = await login(editor);
      expect((await api('POST', '/admin/logout', { token: editorToken })).status).toBe(200);
      const events = (await log('&category=sign-in')).data.slice(0, 3);
      expect(events.map((e) => [e.action, e.summary, e.adminName])).toEqual([
        ['logout', 'Signed out', editor.admin.name],
        ['login', 'Signed in', editor.admin.name],
        ['login-failed', `Failed sign-in for ${editor.admin.email}`, editor.admin.name],
      ]);
    });

    it('logs booking status and account changes', async () => {
      const booking = demoData.bookings.find((b) => b.status === 'pending')!;
      await api('PUT', `/booking/status/${booking._id}`, { json: { status: 'confirmed' } });
      expect((await log('&category=inbox')).data[0]).toMatchObject({
        action: 'booking-status',
        summary: `Booking from ${booking.name}: pending → confirmed`,
        adminName: superAdmin.admin.name,
      });

      await api('PUT', `/admin/${editor.admin._id}`, { json: { name: 'Sam Okafor-Reid' } });
      expect((await log('&category=accounts')).data[0]).toMatchObject({
        action: 'admin-update',
        summary: `Updated admin account Sam Okafor-Reid <${editor.admin.email}> (Name)`,
      });
    });

    it('shows regular admins content and inbox events only', async () => {
      const editorToken = await login(editor);
      const seen = await log('', editorToken);
      expect(seen.data.length).toBeGreaterThan(0);
      expect(new Set(seen.data.map((e) => e.category))).toEqual(new Set(['content']));
      const refused = await api('GET', '/activity?category=sign-in', { token: editorToken });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ success: false, message: 'Only super admins can see sign-in and account events' });
    });

    it('filters by admin, category and day, and pages', async () => {
      const byEditor = (await log(`&adminId=${editor.admin._id}`)).data;
      expect(byEditor.length).toBeGreaterThan(0);
      expect(byEditor.every((e) => e.adminId === editor.admin._id)).toBe(true);
      expect((await log('&category=content')).data.every((e) => e.category === 'content')).toBe(true);
      expect((await log('&from=2099-01-01')).data).toEqual([]);
      const day = (await log()).data.at(-1)!.createdAt.slice(0, 10);
      expect((await log(`&from=${day}&to=${day}`)).data.every((e) => e.createdAt.startsWith(day))).toBe(true);
      const page = (await api('GET', '/activity?limit=2&page=2')).body;
      expect(page.data).toHaveLength(2);
      expect(page.pagination).toMatchObject({ page: 2, limit: 2 });
      expect(page.pagination.total).toBeGreaterThanOrEqual(4);
    });

    it('lists the admins by name for the filter, for any signed-in admin', async () => {
      const names = await api('GET', '/activity/admins', { token: await login(editor) });
      expect(names.status).toBe(200);
      expect(names.body.data).toContainEqual({ _id: editor.admin._id, name: editor.admin.name });
    });
  });
}
