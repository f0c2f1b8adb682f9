// One person's data on the server (ADR 0043), end to end on server processes started as production starts them: one
// address books with case files (tus uploads and the older single file; on local disk, and on S3 with MySQL where it
// answers), sends a contact message, subscribes to the newsletter and confirms, chats with the team, and gets emails
// from a real SMTP server. The Person search finds every kind; the export, through its link, holds every JSON file
// and every case file byte for byte; the erase leaves nothing of the address, its name, its phone or its records'
// ids in any table of the database or any file of the storage. A regular admin may do neither; a malformed address
// is refused naming `email`; a second erase finds nothing. And the kill: the bucket is away during the erase, the
// instance is killed, the bucket comes back and a new instance finishes deleting the files without being asked.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { demoData } from '@shared/demo-content';
import { CHAT_COOKIE } from '@shared/contract/chat';
import { encodeUploadMetadata } from '@shared/contract/case-files';
import { PERSON_ARCHIVE, PERSON_KINDS, PERSON_TEXTS, type PersonCounts, type PersonErasure, type PersonRecords } from '@shared/contract/person-data';
import { binaryStl, dicomSeriesZip } from '../../contract-tests/support/case-files';
import { createDb, migrate } from '../src/db/knex';
import { mysqlAvailable, mysqlDatabase } from './harness';
import { serverProcess } from './server-process';
import { startS3rver, type TestS3 } from './s3';
import { startSmtp, type TestSmtp } from './smtp';
import { until } from './until';

const mysql = await mysqlAvailable();
if (!mysql && process.env.REQUIRE_MYSQL) throw new Error('REQUIRE_MYSQL is set but MySQL does not answer at 127.0.0.1:3306');

const TUS = { 'Tus-Resumable': '1.0.0' };
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
const editor = demoData.demoAdmins.find((a) => a.admin.role === 'admin' && a.admin.status === 'active')!;

/** The person: one address, written in other cases in some of their records. */
const PERSON = { name: 'Dr. Marco Quintavalle', email: 'marco.quintavalle@rossi-dental.example', phone: '+39 02 5550 8817' };
const inAMonth = () => new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

// ------------------------------------------------------------------ calls

interface Answer<T = Record<string, unknown>> {
  status: number;
  body: { success: boolean; message?: string; data: T; errors?: { field: string; message: string }[] };
  setCookie: string | null;
}

async function call<T = Record<string, unknown>>(
  api: string,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; cookie?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.Cookie = `${CHAT_COOKIE}=${opts.cookie}`;
  const res = await fetch(`${api}${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {}, setCookie: res.headers.get('set-cookie') };
}

async function signIn(api: string, who: typeof superAdmin) {
  const res = await call<{ token: string }>(api, 'POST', '/admin/login', { body: { email: who.admin.email, password: who.password } });
  expect(res.status).toBe(200);
  return res.body.data.token;
}

/** A case file through the tus mount; answers its upload id and the form's token. */
async function sendUpload(api: string, name: string, bytes: Buffer, token?: string) {
  const created = await fetch(`${api}/case-uploads`, {
    method: 'POST',
    headers: {
      ...TUS,
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': encodeUploadMetadata({ filename: name }),
      ...(token ? { 'Case-Upload-Token': token } : {}),
    },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const id = created.headers.get('location')!.split('/').pop()!;
  const uploadToken = created.headers.get('case-upload-token')!;
  const patched = await fetch(`${api}/case-uploads/${id}`, {
    method: 'PATCH',
    headers: { ...TUS, 'Case-Upload-Token': uploadToken, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    body: new Uint8Array(bytes),
  });
  expect(patched.status, await patched.clone().text()).toBe(204);
  return { id, token: uploadToken };
}

/** What the person sent, to compare the export and the scan with. */
interface Sent {
  files: { name: string; sha256: string; entry?: string }[];
  ids: string[];
}

/**
 * Everything one person does on the site: two bookings (one with two tus case files and the health-data consent,
 * one with the older single case file), a contact message, a newsletter subscription (confirmed from its email when
 * the site has a mail server), and a chat answered by the team while the visitor is away (so the reply is emailed).
 */
async function actAsThePerson(api: string, smtp: TestSmtp | undefined, adminToken: string): Promise<Sent> {
  const stl = binaryStl(30_000);
  const dicom = dicomSeriesZip(16);
  const first = await sendUpload(api, 'quintavalle-lower.stl', stl);
  const second = await sendUpload(api, 'quintavalle-cbct.zip', dicom, first.token);
  const booking = await call<{ _id: string; caseUploads: unknown[]; healthDataConsent?: unknown }>(api, 'POST', '/booking/create', {
    body: { ...PERSON, subject: 'Guide for 36 and 37', date: inAMonth(), time: '10:30', uploadToken: first.token, healthDataConsentVersion: 1 },
  });
  expect(booking.status, JSON.stringify(booking.body)).toBe(201);
  expect(booking.body.data.caseUploads).toHaveLength(2);
  expect(booking.body.data).toMatchObject({ healthDataConsent: { version: 1 } });

  const older = await call<{ _id: string; fileNameForVPS: string }>(api, 'POST', '/booking/create', {
    body: { ...PERSON, email: PERSON.email.toUpperCase(), subject: 'Report for 11', date: inAMonth(), time: '11:00', healthDataConsentVersion: 1 },
  });
  expect(older.status).toBe(201);
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(200_000)]);
  const form = new FormData();
  form.append('logo', new File([new Uint8Array(pdf)], 'quintavalle-report.pdf', { type: 'application/pdf' }));
  form.append('customFileName', older.body.data.fileNameForVPS);
  expect((await fetch(`${api}/files/logo-upload`, { method: 'POST', body: form })).status).toBe(201);

  const message = await call(api, 'POST', '/contact/messages', { body: { name: PERSON.name, email: PERSON.email, message: 'Do you plan zygomatic cases?' } });
  expect(message.status).toBe(201);

  expect((await call(api, 'POST', '/newsletter/subscribe', { body: { email: PERSON.email.replace('marco', 'Marco') } })).status).toBe(202);
  if (smtp) {
    const link = /\/newsletter\/confirm\?token=([A-Za-z0-9._%-]+)/;
    const confirmation = await until('the newsletter confirmation', () => smtp.received.find((m) => link.test(m.text ?? '')), 20_000);
    const token = link.exec(confirmation.text!)![1];
    expect((await call(api, 'POST', `/newsletter/confirm?token=${token}`)).status).toBe(200);
  }

  const settings = demoData.homepageSettings[0];
  const on = await call(api, 'PUT', `/homepage/settings/${settings._id}`, {
    token: adminToken,
    body: { ...settings, features: { ...settings.features, enableChat: true } },
  });
  expect(on.status).toBe(200);
  const chat = await call<{ _id: string }>(api, 'POST', '/chat/visitor/conversation', {
    body: { name: PERSON.name, email: PERSON.email, message: `Call me on ${PERSON.phone}`, page: '/services', timeZone: 'Europe/Rome' },
  });
  expect(chat.status, JSON.stringify(chat.body)).toBe(201);
  const cookie = /novaguide_chat=([^;]+)/.exec(chat.setCookie ?? '')![1];
  expect((await call(api, 'POST', '/chat/visitor/messages', { cookie, body: { text: 'And a second implant in 37.' } })).status).toBe(201);
  const reply = await call(api, 'POST', `/chat/conversations/${chat.body.data._id}/messages`, { token: adminToken, body: { text: 'Yes, we do.' } });
  expect(reply.status).toBe(201);

  // The bookings' confirmations, the newsletter's and the chat's reply reach the person's mailbox.
  if (smtp)
    await until('the emails to the person', () => smtp.received.filter((m) => JSON.stringify(m.to).toLowerCase().includes(PERSON.email)).length >= 4, 30_000);

  const uploadIds = [first.id, second.id];
  return {
    files: [
      { name: 'quintavalle-lower.stl', sha256: sha256(stl), entry: PERSON_ARCHIVE.caseFile(booking.body.data._id, first.id, 'quintavalle-lower.stl') },
      { name: 'quintavalle-cbct.zip', sha256: sha256(dicom), entry: PERSON_ARCHIVE.caseFile(booking.body.data._id, second.id, 'quintavalle-cbct.zip') },
      { name: 'quintavalle-report.pdf', sha256: sha256(pdf) },
    ],
    ids: [booking.body.data._id, older.body.data._id, message.body.data._id as string, chat.body.data._id, ...uploadIds],
  };
}

// ------------------------------------------------------------------ the archive and the scans

/** Every entry of a zip, by name, with its bytes. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Every row of every table the database holds, as text, by table. */
async function everyRow(db: Knex, client: 'mysql2' | 'better-sqlite3'): Promise<Map<string, string[]>> {
  const tables =
    client === 'mysql2'
      ? ((await db.raw('SELECT table_name AS name FROM information_schema.tables WHERE table_schema = database()'))[0] as { name: string }[]).map((r) => r.name)
      : ((await db.raw("SELECT name FROM sqlite_master WHERE type = 'table'")) as { name: string }[]).map((r) => r.name);
  const rows = new Map<string, string[]>();
  for (const table of tables)
    rows.set(
      table,
      ((await db(table).select('*')) as object[]).map((r) => JSON.stringify(r, (_k, v: unknown) => (Buffer.isBuffer(v) ? v.toString('utf8') : v))),
    );
  return rows;
}

/** What of the person any row still holds: table and the needle found. */
async function leftInDatabase(db: Knex, client: 'mysql2' | 'better-sqlite3', sent: Sent) {
  const needles = [PERSON.email, PERSON.name.toLowerCase(), PERSON.phone.toLowerCase(), 'quintavalle', ...sent.ids];
  const found: string[] = [];
  for (const [table, rows] of await everyRow(db, client))
    for (const row of rows) for (const needle of needles) if (row.toLowerCase().includes(needle.toLowerCase())) found.push(`${table}: ${needle}`);
  return found;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

// ------------------------------------------------------------------ the server processes

interface Instance {
  api: string;
  process: ReturnType<typeof serverProcess>;
}

async function startInstance(dir: string, env: Record<string, string>): Promise<Instance> {
  const process = serverProcess(globalThis.process.execPath, ['--import', 'tsx', 'backend/src/server.ts'], dir, {
    SEED_DEMO: 'true',
    MAIL_POLL_MS: '100',
    // A connection the busy test machine's mail server turns away is tried again soon.
    MAIL_RETRY_MS: '200',
    SMTP_FROM: 'NovaGuide <team@novaguide.example>',
    ...env,
  });
  return { api: `http://127.0.0.1:${await process.port}/api`, process };
}

const variants = [
  { storage: 'local disk', database: 'SQLite' as const },
  { storage: 'S3', database: mysql ? ('MySQL' as const) : ('SQLite' as const) },
];

describe.each(variants)('one person found, exported and erased, case files on $storage, on $database', ({ storage, database }) => {
  let dir: string;
  let smtp: TestSmtp;
  let s3: TestS3 | undefined;
  let db: Knex;
  let instance: Instance;
  let token: string;
  let sent: Sent;
  let found: PersonRecords;
  const client = database === 'MySQL' ? ('mysql2' as const) : ('better-sqlite3' as const);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'novaguide-person-'));
    smtp = await startSmtp();
    if (storage === 'S3') s3 = await startS3rver();
    const url = database === 'MySQL' ? await mysqlDatabase(`novaguide_person_${storage === 'S3' ? 's3' : 'disk'}`) : '';
    instance = await startInstance(dir, {
      ...(url ? { DATABASE_URL: url } : {}),
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      ...(s3?.env ?? {}),
    });
    db = createDb(url ? { client: 'mysql2', url } : { client: 'better-sqlite3', filename: join(dir, 'db.sqlite') });
    await migrate(db);
    token = await signIn(instance.api, superAdmin);
    sent = await actAsThePerson(instance.api, smtp, token);
  }, 90_000);
  afterAll(async () => {
    instance?.process.child.kill('SIGKILL');
    await instance?.process.exited;
    await db?.destroy();
    await smtp?.close();
    await s3?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('finds every kind of record for the address in any case, and records the view of the case files', async () => {
    const res = await call<PersonRecords>(instance.api, 'GET', `/privacy/person?email=${encodeURIComponent(PERSON.email.toUpperCase())}`, { token });
    expect(res.status).toBe(200);
    found = res.body.data;
    expect(found.counts).toMatchObject({ bookings: 2, caseFiles: 3, messages: 1, subscriptions: 1, conversations: 1, chatMessages: 3 });
    expect(found.counts.emails).toBeGreaterThanOrEqual(5);
    expect(found.counts.consents).toBeGreaterThanOrEqual(1);
    for (const kind of PERSON_KINDS) expect(found.counts[kind], kind).toBeGreaterThan(0);
    expect(found.bookings.flatMap((b) => b.caseUploads ?? []).map((u) => u.sha256)).toEqual(
      expect.arrayContaining(sent.files.slice(0, 2).map((f) => f.sha256)),
    );
    expect(found.bookings.every((b) => b.mailDeliveries?.length)).toBe(true);
    expect(found.emails.map((e) => e.kind)).toEqual(expect.arrayContaining(['booking-confirmation', 'newsletter-confirmation', 'chat-reply', 'message-alert']));
    expect(found.consents[0]).toMatchObject({ source: 'booking', version: 1, text: expect.any(String) });
    const views = await call<{ action: string; recordId?: string }[]>(instance.api, 'GET', `/activity?caseFileAccess=true`, { token });
    expect(views.body.data.filter((e) => e.action === 'case-file-view').map((e) => e.recordId)).toEqual(
      expect.arrayContaining(found.bookings.map((b) => b._id)),
    );
  });

  it('refuses a malformed address naming the field, and lets a regular admin search but not export or erase', async () => {
    const bad = await call(instance.api, 'GET', '/privacy/person?email=not-an-address', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.field)).toContain('email');
    expect(bad.body.message).toMatch(/email/);
    const editorToken = await signIn(instance.api, editor);
    expect((await call(instance.api, 'GET', `/privacy/person?email=${PERSON.email}`, { token: editorToken })).status).toBe(200);
    for (const path of ['/privacy/person/export-link', '/privacy/person/erase'])
      expect((await call(instance.api, 'POST', path, { token: editorToken, body: { email: PERSON.email } })).status, path).toBe(403);
    expect((await call(instance.api, 'POST', '/privacy/person/export-link', { token, body: { email: 'nobody@nowhere.example' } })).body).toMatchObject({
      success: false,
      message: PERSON_TEXTS.nothingToExport,
    });
  });

  it('exports through a five-minute link every JSON file and every case file byte for byte, naming no address in the link or the log', async () => {
    const link = await call<{ url: string; expiresAt: string }>(instance.api, 'POST', '/privacy/person/export-link', { token, body: { email: PERSON.email } });
    expect(link.status).toBe(201);
    expect(link.body.data.url).toMatch(/^\/api\/privacy\/person\/export\?signature=[\w.-]+$/);
    expect(link.body.data.url.toLowerCase()).not.toContain('quintavalle');
    expect(Date.parse(link.body.data.expiresAt) - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(Date.parse(link.body.data.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);

    const origin = instance.api.replace(/\/api$/, '');
    const altered = link.body.data.url.replace(/.(?=[^.]*$)/, (c) => (c === 'A' ? 'B' : 'A'));
    const refused = await fetch(`${origin}${altered}`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ success: false, message: PERSON_TEXTS.linkExpired });

    // Without the bearer token: a plain link.
    const res = await fetch(`${origin}${link.body.data.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${PERSON_ARCHIVE.fileName(new Date())}"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const entries = await unzip(Buffer.from(await res.arrayBuffer()));
    const jsonOf = (name: string) => JSON.parse(entries.get(name)!.toString('utf8')) as unknown;
    expect(jsonOf(PERSON_ARCHIVE.summary)).toMatchObject({ email: PERSON.email, counts: found.counts, exportedAt: expect.any(String) });
    expect(jsonOf(PERSON_ARCHIVE.kinds.bookings)).toHaveLength(2);
    expect(jsonOf(PERSON_ARCHIVE.kinds.messages)).toEqual(found.messages);
    expect(jsonOf(PERSON_ARCHIVE.kinds.subscriptions)).toEqual(found.subscriptions);
    const conversations = jsonOf(PERSON_ARCHIVE.kinds.conversations) as { messages: { text: string }[] }[];
    expect(conversations[0].messages.map((m) => m.text)).toEqual([`Call me on ${PERSON.phone}`, 'And a second implant in 37.', 'Yes, we do.']);
    const emails = jsonOf(PERSON_ARCHIVE.kinds.emails) as { _id: string; subject: string; body: string }[];
    expect(emails.map((e) => e._id).sort()).toEqual(found.emails.map((e) => e._id).sort());
    expect(emails.every((e) => e.subject && e.body)).toBe(true);
    expect(jsonOf(PERSON_ARCHIVE.kinds.consents)).toEqual(found.consents);
    // Every case file, as uploaded.
    const caseFiles = [...entries].filter(([name]) => name.startsWith('case-files/'));
    expect(caseFiles).toHaveLength(3);
    for (const file of sent.files) {
      const entry = file.entry ? entries.get(file.entry) : caseFiles.find(([name]) => name.endsWith(file.name))?.[1];
      expect(entry && sha256(entry), file.name).toBe(file.sha256);
    }
    const activity = await call<{ action: string; summary: string; adminId?: string }[]>(instance.api, 'GET', '/activity', { token });
    expect(activity.body.data.find((e) => e.action === 'person-export')).toMatchObject({
      summary: PERSON_TEXTS.exportSummary(found.counts),
      adminId: superAdmin.admin._id,
    });
    expect(instance.process.output().toLowerCase()).not.toContain(PERSON.email);
  });

  it('erases every row and file of the person, leaving activity entries without names, and finds nothing the second time', async () => {
    const before = await call<{ _id: string; action: string }[]>(instance.api, 'GET', '/activity?caseFileAccess=true', { token });
    const res = await call<PersonErasure>(instance.api, 'POST', '/privacy/person/erase', { token, body: { email: PERSON.email.toUpperCase() } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: PERSON_TEXTS.erased, data: { nothingStored: false, erased: found.counts, filesPending: 0 } });

    expect(await leftInDatabase(db, client, sent)).toEqual([]);
    expect(await db('person_erasure_files').count({ n: '*' }).first()).toMatchObject({ n: 0 });
    // The views of the case files are still in the log: who and when, not whose.
    const after = await call<{ _id: string; action: string; summary: string; adminId?: string }[]>(instance.api, 'GET', '/activity?caseFileAccess=true', {
      token,
    });
    for (const view of before.body.data)
      expect(after.body.data.find((e) => e._id === view._id)).toMatchObject({ action: view.action, summary: PERSON_TEXTS.erasedRecord });
    const activity = await call<{ action: string; summary: string }[]>(instance.api, 'GET', '/activity', { token });
    expect(activity.body.data.find((e) => e.action === 'person-erase')).toMatchObject({ summary: PERSON_TEXTS.eraseSummary(found.counts) });

    // Storage: no file of the person, by key or by content.
    const uploadIds = sent.ids.slice(-2);
    const hashes = sent.files.map((f) => f.sha256);
    if (s3) {
      const keys = await s3.keys();
      expect(keys.filter((k) => uploadIds.some((id) => k.includes(id)) || k.startsWith('private/case-files/'))).toEqual([]);
    } else {
      const files = walk(join(dir, 'uploads'));
      expect(files.filter((f) => uploadIds.some((id) => f.includes(id)) || f.includes('case-files'))).toEqual([]);
      expect(files.filter((f) => hashes.includes(sha256(readFileSync(f))))).toEqual([]);
    }

    const again = await call<PersonErasure>(instance.api, 'POST', '/privacy/person/erase', { token, body: { email: PERSON.email } });
    expect(again.body).toEqual({ success: true, message: PERSON_TEXTS.nothingStored, data: { nothingStored: true, erased: zeroCounts(), filesPending: 0 } });
    const none = await call<PersonRecords>(instance.api, 'GET', `/privacy/person?email=${PERSON.email}`, { token });
    expect(none.body.data.counts).toEqual(zeroCounts());
    expect((await call(instance.api, 'GET', '/activity', { token })).body.data).toEqual(activity.body.data);
  });
});

const zeroCounts = (): PersonCounts => Object.fromEntries(PERSON_KINDS.map((k) => [k, 0])) as PersonCounts;

describe('an erase whose files could not be deleted, its instance killed, finished by the next instance', () => {
  let dir: string;
  let s3: TestS3;
  let db: Knex;
  let url: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'novaguide-person-kill-'));
    s3 = await startS3rver();
    url = mysql ? await mysqlDatabase('novaguide_person_kill') : '';
    db = createDb(url ? { client: 'mysql2', url } : { client: 'better-sqlite3', filename: join(dir, 'a', 'db.sqlite') });
  });
  afterAll(async () => {
    await db?.destroy();
    await s3?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('answers the files still pending, and a new instance deletes them once the bucket is back, without any call', async () => {
    const env = {
      ...(url ? { DATABASE_URL: url } : { SQLITE_FILE: join(dir, 'a', 'db.sqlite') }),
      ...s3.env,
    };
    const first = await startInstance(join(dir, 'a'), env);
    await migrate(db);
    const token = await signIn(first.api, superAdmin);
    const sent = await actAsThePerson(first.api, undefined, token);
    const uploadIds = sent.ids.slice(-2);
    expect((await s3.keys()).filter((k) => uploadIds.includes(k))).toHaveLength(2);

    await s3.stop();
    const res = await call<PersonErasure>(first.api, 'POST', '/privacy/person/erase', { token, body: { email: PERSON.email } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ nothingStored: false, filesPending: 3 });
    expect(res.body.data.erased).toMatchObject({ bookings: 2, caseFiles: 3 });
    const pending = (await db('person_erasure_files').select('*')) as { attempts: number; last_error: string }[];
    expect(pending).toHaveLength(3);
    expect(pending.every((p) => Number(p.attempts) === 1 && p.last_error)).toBe(true);
    first.process.child.kill('SIGKILL');
    await first.process.exited;

    await s3.start();
    const second = await startInstance(join(dir, 'b'), env);
    try {
      await until(
        'the pending files deleted',
        async () => Number(((await db('person_erasure_files').count({ n: '*' }).first()) as { n: number | string }).n) === 0,
        30_000,
      );
      const keys = await s3.keys();
      expect(keys.filter((k) => uploadIds.some((id) => k.includes(id)) || k.startsWith('private/case-files/'))).toEqual([]);
      expect(await leftInDatabase(db, url ? 'mysql2' : 'better-sqlite3', sent)).toEqual([]);
    } finally {
      second.process.child.kill('SIGKILL');
      await second.process.exited;
    }
  }, 90_000);
});
