// The live chat across a fleet, in a real browser: two instances started as production starts them (startServer),
// on one MySQL database, each with its Redis bus (through a relay to the machine's Redis that the test cuts, which is
// Redis stopping as far as the instances can tell). A visitor on instance A asks a question in the widget; the super
// admin on instance B sees it on the Conversations screen and replies, and the reply is in the visitor's widget within
// a second. Redis stops mid-conversation and the next messages still arrive both ways (from the database). Instance A
// is restarted on its port: the visitor's widget reconnects with its last event id and shows every message once.
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoData } from '@shared/demo-content';
import { loadConfig, type Config } from '../../backend/src/config';
import { startServer, type RunningServer } from '../../backend/src/server';
import { OUTAGE_LOG } from '../../backend/src/services/chat/chat-streams';
import { switchFeatureOn } from '../../backend/test/blog-on';
import { capturedLog, messagesOf } from '../../backend/test/captured-log';
import { mysqlAvailable, mysqlDatabase } from '../../backend/test/harness';
import { redisAvailable, redisRelay } from '../../backend/test/redis';
import { allowAnswer, allowConsoleError } from './page-problems';
import { browserAvailable, buildSite, launchBrowser, openPage, signInAs } from './support';
import type { Browser } from 'playwright-core';

if (!browserAvailable && process.env.REQUIRE_BROWSER) throw new Error('REQUIRE_BROWSER is set but chromium is missing');
const mysql = await mysqlAvailable();
if (!mysql && process.env.REQUIRE_MYSQL) throw new Error('REQUIRE_MYSQL is set but MySQL does not answer at 127.0.0.1:3306');
const redis = await redisAvailable();
const missing = [!browserAvailable && 'chromium', !mysql && 'MySQL at 127.0.0.1:3306', !redis && 'Redis at 127.0.0.1:6379'].filter(Boolean);
if (missing.length) console.warn(`[chat-journey] skipped: no ${missing.join(', ')}`);

const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
const VISITOR = { name: 'Dr. Jonas Weber', email: 'jonas.weber@lindenhof-dental.example' };
const QUESTION = 'Do you plan for Straumann BLX implants in the lower jaw?';

describe.skipIf(missing.length > 0)('the live chat across two instances, Redis stopping and an instance restarting', () => {
  const relay = redisRelay();
  const logs = [capturedLog(), capturedLog()];
  const running: (RunningServer | undefined)[] = [];
  let config: Config;
  let dir: string;
  let browser: Browser;
  let siteA: string;
  let siteB: string;

  const start = async (i: number, port = 0) => {
    running[i] = await startServer({ ...config, port }, { logger: logs[i].logger });
    return `http://127.0.0.1:${(running[i]!.server.address() as AddressInfo).port}`;
  };

  beforeAll(async () => {
    await relay.listen();
    dir = mkdtempSync(join(tmpdir(), 'novaguide-chat-journey-'));
    config = loadConfig(
      {
        NODE_ENV: 'test',
        JWT_SECRET: 'chat-journey-secret-chat-journey-secret-01',
        DATABASE_URL: await mysqlDatabase('novaguide_e2e_chat'),
        REDIS_URL: relay.url(),
        SEED_DEMO: 'true',
        HOST: '127.0.0.1',
        DIST_DIR: buildSite(),
        UPLOADS_DIR: join(dir, 'uploads'),
        SHUTDOWN_DRAIN_MS: '0',
        SHUTDOWN_GRACE_MS: '2000',
      },
      dir,
    );
    // One after the other, as a rolling deploy does: the first migrates and seeds, the second finds it done.
    siteA = await start(0);
    siteB = await start(1);
    await switchFeatureOn(`${siteA}/api`, 'enableChat');
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    for (const r of running) await r?.close(0);
    await relay.cut();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** The visitor's conversation in the widget: its messages' texts, in order. */
  const widgetTexts = (visitor: Page) =>
    visitor.getByRole('dialog', { name: 'Chat with a planner' }).getByRole('list', { name: 'Messages' }).getByRole('listitem').allInnerTexts();
  const countIn = (texts: string[], text: string) => texts.filter((t) => t.includes(text)).length;

  async function reply(admin: Page, text: string) {
    const box = admin.getByRole('textbox', { name: 'Your reply' });
    await box.fill(text);
    await box.press('Enter');
  }

  it('carries a question from A to the planner on B and the answer back within a second, through Redis, its outage and a restart', async () => {
    // The visitor, on instance A.
    const visitor = await openPage(browser);
    await visitor.goto(`${siteA}/`);
    await visitor.getByRole('button', { name: 'Chat with us' }).click();
    const panel = visitor.getByRole('dialog', { name: 'Chat with a planner' });
    await panel.getByLabel('Name').fill(VISITOR.name);
    await panel.getByLabel('Email').fill(VISITOR.email);
    await panel.getByLabel('Your question').fill(QUESTION);
    await panel.getByRole('button', { name: 'Start chat' }).click();
    await panel.getByText(QUESTION).waitFor();

    // The planner, on instance B: the question is on the Conversations screen.
    const admin = await openPage(browser);
    await signInAs(admin, siteB, superAdmin);
    await admin.goto(`${siteB}/admin/conversations`);
    await admin
      .getByRole('link', { name: new RegExp(VISITOR.name) })
      .first()
      .click();
    await admin.getByRole('list', { name: 'Messages' }).getByText(QUESTION).waitFor();

    // Through Redis: the reply written on B is in the widget on A within a second.
    const first = 'Yes: BLX is in our library. Send the CBCT as DICOM and the scan as STL.';
    await reply(admin, first);
    await panel.getByText(first).waitFor({ timeout: 1000 });

    // Redis stops: both instances say so once, and messages still arrive both ways, from the database.
    await relay.cut();
    const second = 'Great, I will upload them tonight. Is a 3-day turnaround possible?';
    await panel.getByRole('textbox', { name: 'Message' }).fill(second);
    await panel.getByRole('button', { name: 'Send' }).click();
    await admin.getByRole('list', { name: 'Messages' }).getByText(second).waitFor({ timeout: 5000 });
    const third = 'Yes, three working days from the complete files.';
    await reply(admin, third);
    await panel.getByText(third).waitFor({ timeout: 5000 });
    for (const log of logs) expect(messagesOf(log.lines).filter((m) => m === OUTAGE_LOG)).toHaveLength(1);

    // Instance A restarts on its port while the planner writes on B: the widget reconnects and replays what it missed.
    allowAnswer(visitor, { path: '/api/chat/visitor/events' });
    allowConsoleError(visitor, /ERR_CONNECTION_REFUSED|Failed to load resource/);
    const port = Number(new URL(siteA).port);
    await running[0]!.close(0);
    const fourth = 'We have your case in the queue; a planner will call you tomorrow.';
    await reply(admin, fourth);
    await start(0, port);
    await panel.getByText(fourth).waitFor({ timeout: 15_000 });

    const texts = await widgetTexts(visitor);
    for (const text of [QUESTION, first, second, third, fourth]) expect(countIn(texts, text), text).toBe(1);

    // The panel left open is open again on the next page without a press: the chat's waker, a script only the pages
    // with the chat on carry, wakes it once the page is idle.
    await visitor.goto(`${siteA}/contact`);
    await visitor.getByRole('dialog', { name: 'Chat with a planner' }).getByText(fourth).waitFor({ timeout: 5000 });
  }, 120_000);

  it("adds the chat's waker to the pages only while the chat is on, and no other script", async () => {
    const scripts = async () => {
      const html = await (await fetch(`${siteA}/contact`, { headers: { Accept: 'text/html' } })).text();
      return [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    };
    const on = await scripts();
    await switchFeatureOn(`${siteA}/api`, 'enableChat', false);
    const off = await scripts();
    await switchFeatureOn(`${siteA}/api`, 'enableChat');
    expect(off).toHaveLength(1);
    expect(on).toEqual([...off, expect.stringMatching(/^\/assets\/chat-wake-[\w-]+\.js$/)]);
  });
});
