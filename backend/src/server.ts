// Starts the one process: migrates, seeds an empty database with the demo content, serves API and pages.
// On SIGTERM (a deploy, a scale-down) or Ctrl-C it drains: /readyz answers 503 at once while requests are still
// served for SHUTDOWN_DRAIN_MS, so a load balancer polling it sends nobody to a closed port; then it stops taking
// connections, lets the requests in flight finish (SHUTDOWN_GRACE_MS), closes the database pool and exits, 2 s after
// both whatever happens. Production runs the compiled file (`npm run build`, then `npm run start:prod`).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { demoData } from '@shared/demo-content';
import type { RenderApp } from '@shared/contract/server-render';
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createDb } from './db/knex';
import { adminsWithDemoPasswords } from './db/seeds/demo';
import { prepareDatabase } from './db/startup';
import { pruneHits } from './middleware/rate-limit';
import { pruneSessions } from './services/session';
import { pruneIdempotencyKeys } from './services/idempotency';
import { exitOnStartFailure, installProcessLog } from './middleware/process-log';
import { createLogger, describeError, type Logger } from './middleware/request-log';
import { createStorage } from './storage';
import { startChatJobs } from './services/chat/chat-jobs';
import { createInProcessBus } from './services/chat/chat-bus';
import { createRedisBus } from './services/chat/chat-bus-redis';

/** After the drain and the grace period, the process exits within this much more whatever happens. */
export const SHUTDOWN_MARGIN_MS = 2000;

export interface RunningServer {
  server: Server;
  url: string;
  logger: Logger;
  /** The configured drain and grace periods (SHUTDOWN_DRAIN_MS, SHUTDOWN_GRACE_MS). */
  shutdown: Config['shutdown'];
  /**
   * /readyz answers 503 from now on while everything is still served (each answer closing its connection), for
   * `drainMs` or until close() is called.
   */
  drain(drainMs?: number): Promise<void>;
  /** Stops taking connections, waits for the requests in flight (cut after `graceMs`), then closes the pool. */
  close(graceMs?: number): Promise<void>;
}

export async function startServer(config: Config = loadConfig(), opts: { logger?: Logger; renderApp?: RenderApp } = {}): Promise<RunningServer> {
  const logger = opts.logger ?? createLogger(config);
  // Every line the process prints goes through the log (JSON lines in production), and the config's warnings.
  if (!opts.logger) installProcessLog(logger, config);
  // The few lines a person starting it reads are plain text; a log collector gets them as JSON lines.
  const say = (msg: string) => (config.logFormat === 'pretty' && !opts.logger ? console.log(msg) : logger.info(msg));
  const db = createDb(config.database);
  // Instances started together each wait for the one that migrates and seeds.
  const { seeded } = await prepareDatabase(db, config);
  // A demo password is published in the README: in production it is refused unless the demo was asked for (ADR 0004).
  if (config.env === 'production' && !config.seedDemo) {
    const demo = await adminsWithDemoPasswords(db);
    if (demo.length) {
      await db.destroy();
      throw new ConfigError([demoAccountsRefusal(demo)]);
    }
  }

  // With REDIS_URL every instance's chat streams hear every instance's events; without it, this instance's only.
  const chatBus = config.redisUrl ? createRedisBus(config.redisUrl) : createInProcessBus();
  const app = createApp({ db, config, storage: createStorage(config), chatBus }, { logger, renderApp: opts.renderApp });
  // The first visitors of a just-started instance would otherwise wait for React and the site's code to load.
  await app.warmUp();
  const server = app.listen(config.port, config.host);
  // While stopping, every answer closes its connection ('Connection: close'), the ones in flight included: a client
  // sending one request after another on a keep-alive connection (a tus upload's PATCHes) would otherwise be served
  // on it until the grace period ends, instead of going to another instance or waiting for the restart.
  let draining = false;
  const unanswered = new Set<ServerResponse>();
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (draining) res.shouldKeepAlive = false;
    else {
      unanswered.add(res);
      res.once('close', () => unanswered.delete(res));
    }
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;

  app.mailer.start();
  // Picks up photographs whose variants were left pending (another instance stopped mid-way).
  app.variants.start();
  // Deletes case files never bound to a booking once a day old (every instance; each upload claimed first).
  app.caseUploads.start();
  // Deletes the files erases of a person's data left in storage: all of them now, then those due (ADR 0043).
  app.personErasures.start();
  // Publishes scheduled releases when due, and any that fell due while no instance ran (ADR 0033).
  app.releases.start();
  // Rate-limit counters and idempotency keys older than a day are of no use any more.
  const DAY = 24 * 60 * 60 * 1000;
  const stopPruning = config.clock.every(60 * 60 * 1000, () => {
    const now = config.clock.now();
    return Promise.all([pruneHits(db, DAY, now), pruneIdempotencyKeys(db, DAY, now), pruneSessions(db, now)]).catch(() => undefined);
  });
  // The chat's rounds: the team's alert of unanswered visitors, expired presence, and the retention sweep when set.
  const stopChatJobs = startChatJobs({ db, config, mailer: app.mailer }, logger);

  const where = config.database.client === 'mysql2' ? 'MySQL' : `embedded SQLite (${config.database.filename})`;
  say(`NovaGuide is running at ${url} on ${where}${seeded ? ', seeded with the demo content' : ''}.`);
  if (seeded) {
    const demo = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
    say(`Sign in at ${url}/login as ${demo.admin.email} / ${demo.password}`);
  }
  if (!app.mailer.configured) say('Email is off (no SMTP_HOST): new bookings and messages still reach the Inbox.');

  const startDraining = () => {
    if (draining) return;
    app.health.drain();
    // An open chat stream is never answered: each is ended with a short retry, so its client reconnects elsewhere.
    app.chatStreams.drain();
    draining = true;
    for (const res of unanswered) if (!res.headersSent) res.shouldKeepAlive = false;
  };
  let endDrain = () => {};
  const drained = new Promise<void>((resolve) => (endDrain = resolve));
  const drain = async (drainMs = config.shutdown.drainMs) => {
    startDraining();
    const timer = setTimeout(endDrain, drainMs);
    await drained;
    clearTimeout(timer);
  };
  let closing: Promise<void> | undefined;
  const close = (graceMs = config.shutdown.graceMs) =>
    (closing ??= (async () => {
      startDraining();
      endDrain();
      stopPruning();
      stopChatJobs();
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections with nothing in flight are closed at once, and each one as soon as its answer is sent.
      server.closeIdleConnections();
      const idle = setInterval(() => server.closeIdleConnections(), 50);
      const cut = setTimeout(() => server.closeAllConnections(), graceMs);
      try {
        await stopped;
      } finally {
        clearInterval(idle);
        clearTimeout(cut);
      }
      await app.mailer.stop();
      await app.releases.stop();
      await app.chatStreams.close();
      await chatBus.close();
      // Variants being made are left to finish for a moment; a row cut off is claimed again by a later start.
      await Promise.race([
        Promise.all([app.variants.stop(), app.caseUploads.stop(), app.personErasures.stop()]),
        new Promise((r) => setTimeout(r, 2_000).unref()),
      ]);
      await db.destroy();
      await app.health.close();
    })());
  return { server, url, logger, shutdown: config.shutdown, drain, close };
}

/** Why a production start stops when demo accounts are present. */
export const demoAccountsRefusal = (emails: string[]) =>
  `Demo accounts with published passwords are present (${emails.join(', ')}): NODE_ENV=production does not start with them. ` +
  'Give these admins new passwords or remove them (e.g. start once without NODE_ENV=production), or set SEED_DEMO=true for a demo site.';

/**
 * SIGTERM and SIGINT stop the server gracefully: the drain, then the requests in flight; the process exits within
 * drain + grace + SHUTDOWN_MARGIN_MS. A second signal during the drain cuts it short (Ctrl-C twice at a terminal).
 */
export function stopOnSignals(running: RunningServer) {
  const { drainMs, graceMs } = running.shutdown;
  let stopping: string | undefined;
  const stop = async (signal: string) => {
    const deadlineMs = drainMs + graceMs + SHUTDOWN_MARGIN_MS;
    setTimeout(() => {
      running.logger.error(`Not stopped ${deadlineMs / 1000} s after ${signal}: exiting anyway`);
      process.exit(1);
    }, deadlineMs).unref();
    if (drainMs > 0) {
      running.logger.info(`${signal}: draining, /readyz answers 503 while requests are served for ${drainMs / 1000} s more`);
      await running.drain(drainMs);
    }
    running.logger.info(`${signal}: finishing the requests in flight, then stopping`);
    await running.close(graceMs);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) {
        // A second signal ends the drain at once; close() is what it waited for.
        void running.close(graceMs);
        return;
      }
      stopping = signal;
      stop(signal).then(
        () => {
          running.logger.info('Stopped');
          process.exit(0);
        },
        (e) => {
          running.logger.error({ err: describeError(e) }, 'Stopping failed');
          process.exit(1);
        },
      );
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startServer()
    .then(stopOnSignals)
    .catch((e) => exitOnStartFailure(e));
}
