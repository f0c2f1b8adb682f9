// Email on new bookings and messages, against a real SMTP server started in this process (smtp-server): what
// the team and the visitor receive, retries while the mail server refuses, giving up, and no mail server at all.
// The backend reads the time from a manual clock: a retry is made when the test moves it past the retry's time.
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '@shared/clock';
import { MAIL_FAILURE_REASONS, MAIL_NOT_CONFIGURED } from '@shared/contract/mail';
import { demoData } from '@shared/demo-content';
import { loadConfig, type ConfigError } from '../src/config';
import { capturedLog } from './captured-log';
import { startTestBackend, type TestBackend } from './harness';
import { startSmtp, type TestSmtp } from './smtp';
import { until } from './until';

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
  const log = capturedLog();
  const clock = new ManualClock();

  beforeAll(async () => {
    smtp = await startSmtp();
    backend = await startTestBackend({
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_FROM: 'NovaGuide <planning@novaguide.example>', SITE_URL, MAIL_RETRY_MS: '1000' },
      logger: log.logger,
      clock,
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
    expect(failing).toMatchObject({ status: 'pending', lastError: MAIL_FAILURE_REASONS.later, nextAttemptAt: new Date(clock.now() + 1000).toISOString() });
    expect((await call(backend, 'GET', '/booking/all?limit=100', { token })).body.data.map((b: { _id: string }) => b._id)).toContain(id);

    smtp.state.refusing = false;
    // The outbox is looked at on the way, but the retry waits for its time.
    await clock.advance(999);
    expect(smtp.received.find((m) => m.subject?.startsWith('New booking'))).toBeUndefined();
    await clock.advance(1);
    await until('the retried alert', () => smtp.received.find((m) => m.subject?.startsWith('New booking')));
    const sent = await until('marked sent', async () => (await deliveriesOf(id))?.find((d) => d.kind === 'booking-alert' && d.status === 'sent'));
    expect(sent.attempts).toBeGreaterThan(1);
  });

  it('gives up after the last try and says so in the Inbox', async () => {
    smtp.state.refusing = true;
    const id = (await call(backend, 'POST', '/booking/create', { json: booking })).body.data._id as string;
    await until('a failed try', async () => (await deliveriesOf(id))?.find((d) => d.kind === 'booking-alert' && d.attempts >= 1));
    // Past the four retries' waits: 1 + 2 + 4 + 8 seconds.
    await clock.advance(20_000);
    const failed = await until('given up', async () => (await deliveriesOf(id))?.find((d) => d.kind === 'booking-alert' && d.status === 'failed'));
    expect(failed.attempts).toBe(5);
    expect(failed.lastError).toBe(MAIL_FAILURE_REASONS.later);
    // The log has the mail server's own words, and that this was the last try.
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        level: 50,
        deliveryId: failed._id,
        attempt: 5,
        err: expect.objectContaining({ responseCode: 451, message: expect.stringContaining('Mailbox busy') }),
      }),
    );
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

describe('a mail server that refuses the connection', () => {
  let backend: TestBackend;
  const log = capturedLog();
  const clock = new ManualClock();
  beforeAll(async () => {
    // A port nothing listens on.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    backend = await startTestBackend({
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_FROM: 'NovaGuide <planning@novaguide.example>', SITE_URL, MAIL_RETRY_MS: '600000' },
      logger: log.logger,
      clock,
    });
  });
  afterAll(() => backend.close());

  it('shows the admin the plain reason and the next try, and logs the technical error with the delivery id', async () => {
    const token = await signIn(backend);
    const id = (await call(backend, 'POST', '/booking/create', { json: booking })).body.data._id as string;
    const read = async () => (await call(backend, 'GET', `/booking/${id}`, { token })).body.data.mailDeliveries as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
    const failing = await until('a failed try', async () => (await read())?.find((d) => d.kind === 'booking-alert' && d.attempts === 1));
    expect(failing).toMatchObject({
      status: 'pending',
      lastError: 'The mail server refused the connection',
      nextAttemptAt: new Date(clock.now() + 600_000).toISOString(),
    });
    expect(JSON.stringify(await read())).not.toContain('ECONNREFUSED');

    const line = await until('its log line', () => log.lines.find((l) => l.deliveryId === failing._id));
    expect(line).toMatchObject({
      level: 40,
      kind: 'booking-alert',
      attempt: 1,
      nextAttemptAt: failing.nextAttemptAt,
      reason: 'The mail server refused the connection',
      err: { message: expect.stringMatching(/^connect ECONNREFUSED 127\.0\.0\.1:\d+$/) },
    });
    expect(line.msg).toBe(`Email ${failing._id} failed on try 1; next try at ${failing.nextAttemptAt}`);
  });
});

describe('mail settings checked at start', () => {
  const base = { JWT_SECRET: 'x'.repeat(40), SMTP_HOST: 'smtp.novaguide.example' };
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig({ ...base, ...env }, '/tmp');
      return [];
    } catch (e) {
      return (e as ConfigError).problems;
    }
  };

  it('refuses a production start with email on but no sender address or site address, naming them', () => {
    expect(problems({ NODE_ENV: 'production', PUBLIC_URL: SITE_URL })).toEqual([
      'SMTP_FROM is required in production when SMTP_HOST is set: the address emails come from, e.g. SMTP_FROM="NovaGuide <planning@novaguide.example>"',
    ]);
    expect(problems({ NODE_ENV: 'production', SMTP_FROM: 'planning@novaguide.example' })).toEqual([
      "PUBLIC_URL is required in production: the site's own address, e.g. https://www.novaguide.example",
    ]);
    expect(problems({ NODE_ENV: 'production', SITE_URL, SMTP_FROM: 'planning@novaguide.example' })).toEqual([]);
    // Without email, no sender address is needed.
    expect(problems({ NODE_ENV: 'production', PUBLIC_URL: SITE_URL, SMTP_HOST: '' })).toEqual([]);
  });

  it('warns outside production of links to localhost and mail from no-reply@localhost', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development', PORT: '3100' }, '/tmp').warnings).toEqual([
      "SMTP_HOST is set but PUBLIC_URL (or SITE_URL) is not: the links in emails point to http://localhost:3100. Set it to the site's address, e.g. https://www.novaguide.example",
      'SMTP_HOST is set but SMTP_FROM is not: emails come from no-reply@localhost. Set the address they come from, e.g. SMTP_FROM="NovaGuide <planning@novaguide.example>"',
    ]);
    expect(loadConfig({ ...base, NODE_ENV: 'development', SITE_URL, SMTP_FROM: 'planning@novaguide.example' }, '/tmp').warnings).toBeUndefined();
    expect(loadConfig({ ...base, NODE_ENV: 'development', SMTP_HOST: '' }, '/tmp').warnings).toBeUndefined();
  });
});
