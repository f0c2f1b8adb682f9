// Every line a production process writes is one JSON object (LOG_FORMAT=json), whoever writes it: the request log,
// Knex and its pool ('Acquire connection error: ...'), a library printing with console (the mysql2 driver), node's
// process warnings (the AWS SDK's notice about the Node version among them), and an uncaught exception or an
// unhandled rejection, its stack in one field. With LOG_FORMAT=pretty (development) node and the libraries print as
// they always did; Knex's messages go to the readable log.
import { format } from 'node:util';
import pino from 'pino';
import { ConfigError, logFormatOf, type Config } from '../config';
import { routeKnexLog } from '../db/knex-log';
import { describeError, type Logger } from './request-log';

/** An error's fields for the log (describeError), or what was thrown when it is not an error. */
const details = (e: unknown) => (typeof e === 'object' && e ? describeError(e) : { message: format(e) });

/** The logger the process's own lines go to, once installed in JSON mode. */
let processLogger: Logger | undefined;

const CONSOLE_LEVELS = { log: 'info', info: 'info', debug: 'debug', trace: 'debug', warn: 'warn', error: 'error' } as const;

/**
 * Sends what the process and its libraries print to `logger`, and says what the configuration warns of. The
 * server's start calls it once with its own logger (a test that gives startServer a logger keeps its process as is).
 */
export function installProcessLog(logger: Logger, config: Pick<Config, 'logFormat' | 'warnings'>) {
  routeKnexLog(logger);
  for (const warning of config.warnings ?? []) logger.warn(warning);
  if (config.logFormat !== 'json' || processLogger) return;
  processLogger = logger;

  // Node prints a process warning through its own 'warning' listener (several lines on stderr); the log takes it,
  // unless warnings were turned off (--no-warnings, NODE_NO_WARNINGS=1; the AWS SDK's notice about the Node
  // version alone: AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true).
  process.removeAllListeners('warning');
  const quiet = process.env.NODE_NO_WARNINGS === '1' || process.execArgv.includes('--no-warnings');
  if (!quiet) process.on('warning', (w: Error & { code?: string }) => logger.warn({ source: 'process', warning: { type: w.name, code: w.code } }, w.message));

  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    console[method as keyof typeof CONSOLE_LEVELS] = (...args: unknown[]) => logger[level]({ source: 'console' }, format(...args));
  }

  // Without these, node prints the error and its stack over many lines of stderr.
  process.on('uncaughtException', (e) => {
    logger.fatal({ err: details(e) }, `Uncaught exception, exiting: ${details(e).message}`);
    exitAfterFlush(logger);
  });
  // Logged and survived: one promise nobody waited for is not worth every request in flight.
  process.on('unhandledRejection', (reason) => logger.error({ err: details(reason) }, `Unhandled promise rejection: ${details(reason).message}`));
}

/** Writes what the logger holds (its lines are written in batches), then exits with 1. */
function exitAfterFlush(logger: Logger): never {
  const stream = (logger as unknown as Record<symbol, { flushSync?: () => void }>)[pino.symbols.streamSym];
  try {
    stream?.flushSync?.();
  } catch {
    // Not open yet: pino writes what is left as the process exits.
  }
  process.exit(1);
}

/** Lines written before the server's logger exists, at once (the process may exit right after). */
let early: Logger | undefined;
const earlyLogger = () => (early ??= pino({ base: undefined }, pino.destination({ dest: 1, sync: true })));

/** A note before the server starts (`npm start`'s): a JSON line in JSON mode, the sentence alone otherwise. */
export function sayBeforeStart(msg: string, env: NodeJS.ProcessEnv = process.env) {
  if (logFormatOf(env) === 'json') earlyLogger().info(msg);
  else console.log(msg);
}

/**
 * A start that failed (a bad setting, a database out of reach): one JSON line in JSON mode, the configuration's
 * problems as a list in its own field; the readable message otherwise. Exits with 1.
 */
export function exitOnStartFailure(e: unknown, env: NodeJS.ProcessEnv = process.env): never {
  const json = processLogger || logFormatOf(env) === 'json';
  if (!json) {
    console.error(e instanceof ConfigError ? e.message : e);
    process.exit(1);
  }
  const logger = processLogger ?? earlyLogger();
  if (e instanceof ConfigError) logger.fatal({ problems: e.problems }, `Invalid configuration: ${e.problems.join('; ')}`);
  else logger.fatal({ err: details(e) }, `The server could not start: ${details(e).message}`);
  return exitAfterFlush(logger);
}
