// Email on new bookings and messages, against a real SMTP server started in this process (smtp-server): what
// the team and the visitor receive, retries while the mail server refuses, giving up, and no mail server at all.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_NOT_CONFIGURED } from '@contract/mail';
import { demoData } from '@mocks/data';
import { startTestBackend, type TestBackend } from './harness';
import { startSmtp, type TestSmtp } from './smtp';

const SITE_URL = 'https://www.novaguide.example';
const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
const team = demoData.notificationSettings.recipients;

const booking = {
  name: 'Dr. Karim Aziz',
  email: 'karim.aziz@aziz-dental.example',
  phone: '+44 20 7946 0321',
  subject: 'Full-arch guide, upper jaw',
  message: 'CBCT and intraoral scans ready to upload.',
  date: '2026-12-09',
  time: '09:30',
};

async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function call(b: TestBackend, method: string, path: string, opts: { json?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {};
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.json !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${b.baseUrl}${path}`, { method, headers, body: opts.json === undefined ? undefined : JSON.stringify(opts.json) });
  return { status: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const signIn = async (b: TestBackend) =>
  (await call(b, 'POST', '/admin/login', { json: { email: superAdmin.admin.email, password: superAdmin.password } })).body.data.token as string;

describe('email on new bookings and messages, through a real SMTP server', () => {
  let smtp: TestSmtp;
  let backend: TestBackend;
  let token: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    backend = await startTestBackend({
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_FROM: 'NovaGuide <planning@novaguide.example>', SITE_URL, MAIL_RETRY_MS: '50' },
    });
  });
  afterAll(async () => {
    await backend.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await backend.reset();
    smtp.received.length = 0;
    smtp.state.refusing = false;
    token = await signIn(backend);
  });

  const deliveriesOf = async (id: string) => (await call(backend, 'GET', `/booking/${id}`, { token })).body.data.mailDeliveries as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any

  it('sends the team an alert with the booking and a link to its Inbox entry, and the visitor a confirmation', async () => {
    const created = await call(backend, 'POST', '/booking/create', { json: booking });
    expect(created.status).toBe(201);
    expect(created.body.data.mailDeliveries).toBeUndefined();
    const id = created.body.data._id as string;

    await until('two emails', () => smtp.received.length >= 2 || undefined);
    const alert = smtp.received.find((m) => m.subject?.startsWith('New booking'))!;
    expect(alert.subject).toBe('New booking: Full-arch guide, upper jaw (Dr. Karim Aziz)');
    expect(alert.from?.value[0]).toMatchObject({ name: 'NovaGuide', address: 'planning@novaguide.example' });
    expect([alert.to].flat().map((a) => a?.text)).toEqual([team.join(', ')]);
    expect(alert.text).toContain('Phone: +44 20 7946 0321');
    expect(alert.text).toContain('Preferred date: 2026-12-09 at 09:30');
    expect(alert.text).toContain(`${SITE_URL}/admin/inbox?booking=${id}`);

    const confirmation = smtp.received.find((m) => m.subject === 'We received your booking request')!;
    expect([confirmation.to].flat().map((a) => a?.text)).toEqual([booking.email]);
    expect(confirmation.text).toContain('Dear Dr. Karim Aziz');

    const deliveries = await until('both marked sent', async () => {
      const list = await deliveriesOf(id);
      return list?.every((d) => d.status === 'sent') ? list : undefined;
    });
    expect(deliveries.map((d) => [d.kind, d.status, d.attempts])).toEqual([
      ['booking-alert', 'sent', 1],
      ['booking-confirmation', 'sent', 1],
    ]);
  });

  it('alerts the team of a contact message', async () => {
    const created = await call(backend, 'POST', '/contact/messages', {
      json: { name: 'Jordan Ellis', email: 'jordan@northgate.example', message: 'Do you plan zygomatic cases?' },
    });
    expect(created.status).toBe(201);
    const mail = await until('the alert', () => smtp.received.find((m) => m.subject === 'New message from Jordan Ellis'));
    expect(mail.text).toContain('Message: Do you plan zygomatic cases?');
    expect(mail.text).toContain(`${SITE_URL}/admin/inbox?message=${created.body.data._id}`);
  });

  it('never fails a booking when the mail server refuses: the Inbox shows the failure, and a retry delivers it', async () => {
    smtp.state.refusing = true;
    const created = await call(backend, 'POST', '/booking/create', { json: booking });
    expect(created.status).toBe(201);
    const id = created.body.data._id as string;

    const failing = await until('a failed try', async () => (await deliveriesOf(id))?.find((d) => d.kind === 'booking-alert' && d.attempts >= 1));
    expect(failing).toMatchObject({ status: 'pending' });
    expect(failing.lastError).toContain('Mailbox busy');
    expect((await call(backend, 'GET', '/booking/all?limit=100', { token })).body.data.map((b: { _id: string }) => b._id)).toContain(id);

    smtp.state.refusing = false;
    await until('the retried alert', () => smtp.received.find((m) => m.subject?.startsWith('New booking')));
    const sent = await until('marked sent', async () => (await deliveriesOf(id))?.find((d) => d.kind === 'booking-alert' && d.status === 'sent'));
    expect(sent.attempts).toBeGreaterThan(1);
  });

  it('gives up after the last try and says so in the Inbox', async () => {
    smtp.state.refusing = true;
    const id = (await call(backend, 'POST', '/booking/create', { json: booking })).body.data._id as string;
    const failed = await until('given up', async () => (await deliveriesOf(id))?.find((d) => d.kind === 'booking-alert' && d.status === 'failed'), 20_000);
    expect(failed.attempts).toBe(5);
    expect(failed.lastError).toContain('Mailbox busy');
  });

  it('sends what the notification settings say: other recipients, no confirmation', async () => {
    const saved = await call(backend, 'PUT', '/notifications/settings', {
      token,
      json: { recipients: ['Frontdesk@NovaGuide.example'], notifyOnBooking: true, notifyOnMessage: false, confirmBookings: false },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      message: 'Notification settings saved successfully!',
      data: { recipients: ['frontdesk@novaguide.example'], mailConfigured: true },
    });

    const id = (await call(backend, 'POST', '/booking/create', { json: booking })).body.data._id as string;
    await call(backend, 'POST', '/contact/messages', { json: { name: 'Jordan Ellis', email: 'jordan@northgate.example', message: 'Hello' } });
    // Found by subject: a retry left from the test before may still arrive after the reset.
    const alert = await until('the alert', () => smtp.received.find((m) => m.subject?.startsWith('New booking')));
    expect((await deliveriesOf(id)).map((d) => d.kind)).toEqual(['booking-alert']);
    expect([alert.to].flat().map((a) => a?.text)).toEqual(['frontdesk@novaguide.example']);
    expect(smtp.received.map((m) => m.subject)).not.toContain('New message from Jordan Ellis');
  });

  it('refuses settings with a bad address, naming the field', async () => {
    const bad = await call(backend, 'PUT', '/notifications/settings', {
      token,
      json: { recipients: ['not-an-email'], notifyOnBooking: true, notifyOnMessage: true, confirmBookings: true },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect(bad.body.errors[0].field).toMatch(/^recipients/);
  });
});

describe('without a mail server', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend();
  });
  afterAll(() => backend.close());

  it('takes bookings as usual, stores their emails as skipped, and says email is off', async () => {
    const token = await signIn(backend);
    expect((await call(backend, 'GET', '/notifications/settings', { token })).body.data.mailConfigured).toBe(false);
    const created = await call(backend, 'POST', '/booking/create', { json: booking });
    expect(created.status).toBe(201);
    const read = await call(backend, 'GET', `/booking/${created.body.data._id}`, { token });
    expect(read.body.data.mailDeliveries.map((d: { status: string; lastError: string }) => [d.status, d.lastError])).toEqual([
      ['skipped', MAIL_NOT_CONFIGURED],
      ['skipped', MAIL_NOT_CONFIGURED],
    ]);
  });
});
