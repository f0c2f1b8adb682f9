// Redis for the tests and benchmarks that need it: the machine's server at 127.0.0.1:6379 (CI starts one and sets
// REQUIRE_REDIS), and a TCP relay in front of it that a test cuts and restores, which is Redis stopping and coming
// back as far as the instances behind the relay can tell, without stopping the server other suites use.
import { createServer, connect, type AddressInfo, type Server as NetServer, type Socket } from 'node:net';
import { Redis } from 'ioredis';

export const REDIS_PORT = 6379;
export const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;

/** Whether a Redis server answers PING at `url`. */
export async function redisAnswers(url = REDIS_URL): Promise<boolean> {
  const r = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  r.on('error', () => undefined);
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

/** Whether Redis answers; where REQUIRE_REDIS is set (CI), a silent Redis fails the run instead of skipping. */
export async function redisAvailable(): Promise<boolean> {
  const answers = await redisAnswers();
  if (!answers && process.env.REQUIRE_REDIS) throw new Error(`REQUIRE_REDIS is set but Redis does not answer at ${REDIS_URL}`);
  return answers;
}

/** A TCP relay to Redis that a test cuts (every connection dropped, nothing accepted) and restores on the same port. */
export function redisRelay(target = REDIS_PORT) {
  const sockets = new Set<Socket>();
  let server: NetServer | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target, '127.0.0.1');
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server?.close(() => resolve());
    });
  return { listen, cut, url: () => `redis://127.0.0.1:${port}` };
}
