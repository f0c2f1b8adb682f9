// Where Knex and its connection pool write their messages ('Acquire connection error: ...', 'Connection Error: ...',
// the migration lock's notices): the app's log once a server sets it (in production each one a JSON line), else
// the console, as Knex itself prints them.
import type { Knex } from 'knex';
import { inspect } from 'node:util';
import type { Logger } from '../middleware/request-log';

let target: Logger | undefined;

/** Sends Knex's messages to `logger` from now on (undefined: back to the console). */
export function routeKnexLog(logger: Logger | undefined) {
  target = logger;
}

type Level = 'debug' | 'warn' | 'error';

function write(level: Level, message: unknown) {
  const text = typeof message === 'string' ? message : inspect(message, { depth: 5 });
  if (target) target[level]({ source: 'knex' }, text);
  else console[level === 'debug' ? 'log' : level](text);
}

/** Knex's `log` option (Knex gives `deprecate` the composed sentence, whatever its types say). */
export const knexLog: Knex.Config['log'] = {
  debug: (message: unknown) => write('debug', message),
  warn: (message: unknown) => write('warn', message),
  error: (message: unknown) => write('error', message),
  deprecate: (message: string) => write('warn', message),
};
