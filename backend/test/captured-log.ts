// The app's log lines (JSON), as a log collector gets them, for tests that check what a server said.
import { Writable } from 'node:stream';
import { createLogger } from '../src/middleware/request-log';

export function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger({ logLevel: 'info', logFormat: 'json' }, destination) };
}

/** The messages of the lines logged so far. */
export const messagesOf = (lines: Record<string, unknown>[]) => lines.map((l) => String(l.msg));
