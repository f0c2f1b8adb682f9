// Scheduled releases (ADR 0033), on the real backend: a release scheduled a minute ahead is published by the
// scheduler at its time and not before; of two instances that look at once, exactly one publishes a due release
// (one publish in the activity log, one content version); a release that fell due while no instance ran is published
// by the first one to start. Each instance here is a ReleaseScheduler over its own database pool; the backend and
// the schedulers read the time from a manual clock the test moves (ADR 0035).
import { describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { ManualClock } from '@shared/clock';
import { demoData, HERO_IDS } from '@shared/demo-content';
import { RELEASE_CLAIM_STALE_MS, RELEASE_HEADER } from '@shared/contract/releases';
import { readContentVersion } from '../src/db/content-version';
import { draftReplayer, type Deps } from '../src/route';
import { allRoutes } from '../src/routes';
import { ReleaseScheduler } from '../src/services/release-scheduler';
import { claimDueReleases } from '../src/services/releases';
import { signInAsDemoAdmin } from './admin-session';
import { sourceSiteBackend } from './source-site';

const clock = new ManualClock();
const run = sourceSiteBackend({ reset: true, clock });
const live = demoData.heroes.find((h) => h._id === HERO_IDS.surgicalGuide)!;
const quiet = { info: () => undefined, error: () => undefined };

/** An instance's scheduler over `db` (the test backend's pool, or a second instance's). */
const schedulerOn = (db: Knex, name: string) =>
  new ReleaseScheduler(
    {
      db,
      config: run.b.config,
      storage: run.b.storage,
      releases: { replay: draftReplayer(allRoutes), contentChanged: () => run.b.contentCache.invalidate() },
    } as Deps,
    quiet,
    name,
  );

async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const token = await signInAsDemoAdmin(run.b.baseUrl);
  const res = await fetch(`${run.b.baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
}

/** A release holding a new title for the first hero, scheduled `aheadMs` ahead; with `due`, the clock moved past it. */
async function scheduledRelease(title: string, aheadMs: number, { due = false } = {}) {
  const release = (await api('POST', '/releases', { name: title })).body.data._id as string;
  const { _id, createdBy: _cb, lastModifiedBy: _lb, createdAt: _ca, lastModifiedAt: _la, ...fields } = live;
  expect((await api('PUT', `/hero/update/${HERO_IDS.surgicalGuide}`, { ...fields, title }, { [RELEASE_HEADER]: release })).status).toBe(200);
  const token = await signInAsDemoAdmin(run.b.baseUrl);
  const at = new Date(clock.now() + aheadMs);
  const scheduled = await fetch(`${run.b.baseUrl}/releases/${release}/schedule`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ at: at.toISOString() }),
  });
  expect(scheduled.status).toBe(200);
  if (due) await clock.advance(aheadMs);
  return { release, at };
}

const publicTitle = async () =>
  ((await (await fetch(`${run.b.baseUrl}/hero/active-list`)).json()) as { data: { _id: string; title: string }[] }).data.find(
    (h) => h._id === HERO_IDS.surgicalGuide,
  )!.title;

describe('scheduled releases', () => {
  it('are published by the scheduler at their time, and not before', async () => {
    const title = 'Switched on by the clock';
    const { release, at } = await scheduledRelease(title, 60_000);
    const scheduler = schedulerOn(run.b.db, 'instance-a');
    // A look every second, as an instance's; each one the clock passes is made and waited for.
    scheduler.start();
    try {
      await clock.advance(at.getTime() - clock.now() - 1);
      expect(await publicTitle()).toBe(live.title);
      await clock.advance(1);
      expect(await publicTitle()).toBe(title);
    } finally {
      await scheduler.stop();
    }
    const read = (await api('GET', `/releases/${release}`)).body.data;
    expect(read).toMatchObject({ state: 'published', publishedBy: demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!.admin._id });
    expect(read.scheduledAt).toBeUndefined();
  });

  it('are published by exactly one of two instances that look at once', async () => {
    const { release } = await scheduledRelease('Claimed once', 60_000, { due: true });
    const other = await run.b.secondInstance();
    const version = await readContentVersion(run.b.db);
    const [a, b] = [schedulerOn(run.b.db, 'instance-a'), schedulerOn(other.db, 'instance-b')];
    const published = (await Promise.all([a.tick(), b.tick()])).flat();
    expect(published).toEqual([release]);
    expect(await publicTitle()).toBe('Claimed once');
    expect(await readContentVersion(run.b.db)).toBe(version + 1);
    const events = (await run.b.db('activity_events').where({ action: 'release-publish', record_id: release })) as unknown[];
    expect(events).toHaveLength(1);
    // Looking again finds nothing left to do.
    expect([...(await a.tick()), ...(await b.tick())]).toEqual([]);
  });

  it('are claimed in the database by exactly one instance, and a claim whose instance stopped is taken over', async () => {
    const { release } = await scheduledRelease('Claimed by one', 60_000, { due: true });
    const other = await run.b.secondInstance();
    const claims = await Promise.all([claimDueReleases(run.b.db, 'instance-a', clock.now()), claimDueReleases(other.db, 'instance-b', clock.now())]);
    expect(claims.flat().map((c) => c.id)).toEqual([release]);
    const winner = claims[0].length ? 'instance-a' : 'instance-b';
    expect((await run.b.db('releases').where('id', release).first('claimed_by')).claimed_by).toBe(winner);
    // Nobody else takes it while the claim is fresh; a minute later (its instance gone), another one does.
    expect(await claimDueReleases(run.b.db, 'instance-c', clock.now())).toEqual([]);
    await clock.advance(RELEASE_CLAIM_STALE_MS + 1000);
    expect((await claimDueReleases(run.b.db, 'instance-c', clock.now())).map((c) => c.id)).toEqual([release]);
  });

  it('fell due while no instance ran: published by the first one to start', async () => {
    const { release } = await scheduledRelease('Published on start', 60_000, { due: true });
    expect(await publicTitle()).toBe(live.title);
    const scheduler = schedulerOn(run.b.db, 'instance-late');
    scheduler.start(60_000);
    // Stopping waits for the look it made as it started, before the clock moved at all.
    await scheduler.stop();
    expect(await publicTitle()).toBe('Published on start');
    expect((await api('GET', `/releases/${release}`)).body.data.state).toBe('published');
  });
});
