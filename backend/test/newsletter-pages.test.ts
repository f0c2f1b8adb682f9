// The newsletter's emails and pages without JavaScript (ADR 0040): a sign-up's confirmation email with its link, the
// confirm and unsubscribe pages' form posts answering 303 back to the page with the result, and those pages kept out
// of search engines. A real SMTP server receives the emails.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NEWSLETTER_CONFIRMATION_SUBJECT, NEWSLETTER_PAGES } from '@shared/contract/newsletter';
import { startTestBackend, TEST_STATE_KEY, type TestBackend } from './harness';
import { startSmtp, type TestSmtp } from './smtp';
import { until } from './until';

const PUBLIC_URL = 'https://www.novaguide.example';
const EMAIL = 'new.reader@shoreline-dental.example';

describe('the newsletter without JavaScript: the confirmation email and the pages’ form posts', () => {
  let smtp: TestSmtp;
  let b: TestBackend;
  let site: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    b = await startTestBackend({ env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_FROM: 'NovaGuide <news@novaguide.example>', PUBLIC_URL } });
    site = b.baseUrl.replace(/\/api$/, '');
  });
  afterAll(async () => {
    await b?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await b.reset();
    smtp.received.length = 0;
  });

  const subscribe = (email: string) =>
    fetch(`${b.baseUrl}/newsletter/subscribe`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email }) });
  const tokens = async (email: string) =>
    (
      (await (
        await fetch(`${b.baseUrl}/test-state/newsletter-tokens?email=${encodeURIComponent(email)}`, { headers: { 'Test-State-Key': TEST_STATE_KEY } })
      ).json()) as {
        data: { confirm: string; unsubscribe: string };
      }
    ).data;
  /** The page's form: same origin, form-urlencoded, the token in a hidden field. */
  const postForm = (page: string, token: string) =>
    fetch(`${site}${page}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site },
      body: new URLSearchParams({ token }).toString(),
    });

  it('emails a new address the confirm link, once more while it waits, and nothing once it is confirmed', async () => {
    expect((await subscribe(EMAIL)).status).toBe(202);
    const mail = await until('the confirmation email', () => smtp.received.find((m) => m.subject === NEWSLETTER_CONFIRMATION_SUBJECT));
    const { confirm } = await tokens(EMAIL);
    expect(mail.text).toContain(`${PUBLIC_URL}${NEWSLETTER_PAGES.confirm}?token=${encodeURIComponent(confirm)}`);
    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toContain('List-Unsubscribe=One-Click');

    expect((await subscribe(EMAIL)).status).toBe(202);
    await until('a second confirmation email', () => smtp.received.length >= 2 || undefined);
    expect((await postForm(NEWSLETTER_PAGES.confirm, confirm)).status).toBe(303);
    expect((await subscribe(EMAIL)).status).toBe(202);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.received).toHaveLength(2);
  });

  it('answers each form post 303 back to its page with the result, and keeps the pages out of search engines', async () => {
    await subscribe(EMAIL);
    const { confirm, unsubscribe } = await tokens(EMAIL);
    const cases: [string, string, string][] = [
      [NEWSLETTER_PAGES.confirm, confirm, 'confirmed'],
      [NEWSLETTER_PAGES.confirm, confirm, 'confirmed'],
      [NEWSLETTER_PAGES.confirm, `${confirm}x`, 'invalid'],
      [NEWSLETTER_PAGES.unsubscribe, unsubscribe, 'unsubscribed'],
      [NEWSLETTER_PAGES.unsubscribe, unsubscribe, 'used'],
      [NEWSLETTER_PAGES.unsubscribe, 'forged', 'invalid'],
    ];
    for (const [page, token, result] of cases) {
      const res = await postForm(page, token);
      expect(res.status, `${page} ${result}`).toBe(303);
      expect(res.headers.get('location')).toBe(`${page}?done=${result}`);
      expect(res.headers.get('x-robots-tag')).toContain('noindex');
    }
    expect((await b.db('newsletter_subscribers').where('email', EMAIL).first('status')).status).toBe('unsubscribed');
    for (const page of Object.values(NEWSLETTER_PAGES)) {
      const res = await fetch(`${site}${page}?token=abc`, { headers: { Accept: 'text/html' } });
      expect(res.headers.get('x-robots-tag'), page).toContain('noindex');
    }
  });
});
