// The newsletter as visitors and admins meet it, the same on the mocks and the backend (SQLite and MySQL): a sign-up
// answers the same whatever the address's state; the confirmation link's token confirms (twice is fine), a forged one
// is refused naming `token`; a mail client's one-click unsubscribe (RFC 8058's form body) works once, then 410; the
// admin list and export show each address's state; an article's send reaches the confirmed subscribers once, from any
// admin, and only a published article is sent.
import { describe, expect, it } from 'vitest';
import { demoData, ARTICLE_IDS } from '@shared/demo-content';
import { NEWSLETTER_MESSAGES } from '@shared/contract/newsletter';
import { demoToken } from './contract-suite';
import { suiteTarget, type Json, type SuiteSetup } from './support/api-caller';
import { demoSubscriber, newsletterTokens } from './support/operation-calls';

const editor = demoData.demoAdmins.find((a) => a.admin.role === 'admin' && a.admin.status === 'active')!;
const article = demoData.articles.find((a) => a._id === ARTICLE_IDS.fullArchCase)!;
const confirmedCount = demoData.newsletterSubscribers.filter((s) => s.status === 'confirmed').length;
const NEW_ADDRESS = 'new.reader@shoreline-dental.example';

export function defineNewsletterSuite(name: string, setup: SuiteSetup) {
  describe(`${name}: the newsletter`, () => {
    const { api, target } = suiteTarget(setup, demoToken);
    const visitor = (method: string, path: string, json?: unknown) => api(method, path, { token: null, ...(json === undefined ? {} : { json }) });
    const subscribe = (email: string) => visitor('POST', '/newsletter/subscribe', { email });
    const tokens = (email: string) => newsletterTokens(target(), email);
    const subscriberOf = async (email: string) => ((await api('GET', '/newsletter/subscribers?limit=100')).body.data as Json[]).find((s) => s.email === email);
    /** A mail client's one-click unsubscribe: a POST to the List-Unsubscribe address with the RFC 8058 form body. */
    const oneClick = async (token: string) => {
      const { baseUrl, fetch } = target();
      const res = await fetch(`${baseUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      return { status: res.status, body: (await res.json()) as Json };
    };

    it('answers a sign-up the same whether the address is new, waiting for its confirmation or on the list', async () => {
      const answers = [await subscribe(NEW_ADDRESS), await subscribe(NEW_ADDRESS), await subscribe(demoSubscriber('confirmed'))];
      for (const res of answers) expect(res).toEqual({ status: 202, body: { success: true, message: NEWSLETTER_MESSAGES.subscribeTaken } });
      expect(await subscriberOf(NEW_ADDRESS)).toMatchObject({ status: 'pending' });
      expect((await subscriberOf(NEW_ADDRESS))?.confirmedAt).toBeUndefined();
    });

    it("confirms with the link's token, again without harm, and refuses a forged token naming it", async () => {
      await subscribe(NEW_ADDRESS);
      const { confirm, unsubscribe } = await tokens(NEW_ADDRESS);
      for (let i = 0; i < 2; i++) {
        const res = await visitor('POST', `/newsletter/confirm?token=${encodeURIComponent(confirm)}`);
        expect(res).toEqual({ status: 200, body: { success: true, message: NEWSLETTER_MESSAGES.confirmed } });
      }
      expect(await subscriberOf(NEW_ADDRESS)).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(String) });
      const forged = confirm.slice(0, -4) + (confirm.endsWith('AAAA') ? 'BBBB' : 'AAAA');
      for (const token of [forged, 'not-a-token', unsubscribe]) {
        const res = await visitor('POST', `/newsletter/confirm?token=${encodeURIComponent(token)}`);
        expect(res.status, token).toBe(400);
        expect(res.body.message).toBe(NEWSLETTER_MESSAGES.tokenInvalid);
        expect(res.body.errors[0].field).toBe('token');
      }
    });

    it('unsubscribes with one click (the RFC 8058 form body) once, then answers 410; the list and the export show it', async () => {
      const email = demoSubscriber('confirmed');
      const { unsubscribe, confirm } = await tokens(email);
      expect(await oneClick(unsubscribe)).toEqual({ status: 200, body: { success: true, message: NEWSLETTER_MESSAGES.unsubscribed } });
      const again = await oneClick(unsubscribe);
      expect(again.status).toBe(410);
      expect(again.body.message).toBe(NEWSLETTER_MESSAGES.tokenUsed);
      // Every earlier link died with it: the confirmation link too.
      expect((await visitor('POST', `/newsletter/confirm?token=${encodeURIComponent(confirm)}`)).status).toBe(400);
      expect(await subscriberOf(email)).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(String) });

      // An empty body (the page's button) unsubscribes too.
      const other = demoData.newsletterSubscribers.filter((s) => s.status === 'confirmed')[1].email;
      expect((await visitor('POST', `/newsletter/unsubscribe?token=${encodeURIComponent((await tokens(other)).unsubscribe)}`)).status).toBe(200);

      const { baseUrl, fetch } = target();
      const csv = await (await fetch(`${baseUrl}/newsletter/subscribers/export`, { headers: { Authorization: `Bearer ${await demoToken(target())}` } })).text();
      const lines = csv.trim().split('\n');
      expect(lines[0]).toBe('email,status,subscribedAt,confirmedAt');
      expect(lines.find((l) => l.startsWith(`${email},`))).toMatch(new RegExp(`^${email.replace(/\./g, '\\.')},unsubscribed,`));
      expect(lines.find((l) => l.startsWith(`${demoSubscriber('pending')},`))).toMatch(/,pending,[^,]+,$/);
    });

    it('sends a published article to the confirmed subscribers once, from a regular admin too; refuses an unpublished one', async () => {
      const login = await api('POST', '/admin/login', { json: { email: editor.admin.email, password: editor.password }, token: null });
      const editorToken = login.body.data.token as string;
      expect((await api('GET', `/articles/${article._id}/newsletter`, { token: editorToken })).body.data).toMatchObject({
        status: 'never',
        total: 0,
        audience: confirmedCount,
      });

      const sent = await api('POST', `/articles/${article._id}/newsletter`, { token: editorToken });
      expect(sent.status).toBe(202);
      expect(sent.body.message).toBe(NEWSLETTER_MESSAGES.sendStarted);
      expect(sent.body.data).toMatchObject({ articleId: article._id, total: confirmedCount, audience: 0, startedByName: editor.admin.name });
      expect(sent.body.data.sent + sent.body.data.failed + sent.body.data.left).toBe(confirmedCount);

      const twice = await api('POST', `/articles/${article._id}/newsletter`);
      expect(twice.status).toBe(409);
      expect([NEWSLETTER_MESSAGES.sendRunning, NEWSLETTER_MESSAGES.nobodyLeft]).toContain(twice.body.message);

      expect((await api('POST', '/articles/0000000000000000000000ff/newsletter')).status).toBe(404);
      expect((await api('GET', '/articles/0000000000000000000000ff/newsletter')).status).toBe(404);

      const other = demoData.articles.find((a) => a._id !== article._id)!;
      expect((await api('PUT', `/articles/${other._id}`, { json: { ...other, isActive: false } })).status).toBe(200);
      const unpublished = await api('POST', `/articles/${other._id}/newsletter`);
      expect(unpublished.status).toBe(400);
      expect(unpublished.body.message).toBe(NEWSLETTER_MESSAGES.notPublished);
      expect((unpublished.body.errors as Json[]).map((e) => e.field)).toEqual(expect.arrayContaining(['isActive']));

      const activity = (await api('GET', '/activity?category=inbox&limit=5')).body.data as Json[];
      expect(activity[0]).toMatchObject({ action: 'newsletter-send', adminName: editor.admin.name });
      expect(activity[0].summary).toContain(`${confirmedCount} subscribers`);
      expect(activity[0].summary).not.toContain('@');
    });
  });
}
