// A real S3-compatible server for tests: s3rver in this process, on an ephemeral port, over a temporary folder,
// with a fresh bucket per call. `env` configures a backend for it (startTestBackend({ env }), or a child process);
// `storage()` is an S3Storage on it; `stop()` and `start()` take it away and bring it back on the same port with the
// same objects. s3rver accepts any signature, so the fake keys only have to be present.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { loadConfig } from '../src/config';
import { S3Storage } from '../src/storage/s3-storage';

/** The part of s3rver 3.7 these tests use (the package ships no types). */
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: { port: number; address: string; silent: boolean; directory: string; configureBuckets: { name: string }[] }) => S3rverServer;

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** S3_BUCKET, S3_ENDPOINT, S3_REGION, the fake keys and path-style addressing. */
  env: Record<string, string>;
  /** A new S3Storage on the bucket (closed with the server). */
  storage(): S3Storage;
  /** Every object's key in the bucket. */
  keys(): Promise<string[]>;
  /** Stops answering (connections are refused) until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startS3rver(): Promise<TestS3> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const directory = mkdtempSync(join(tmpdir(), 'novaguide-s3rver-'));
  const bucket = `novaguide-test-${randomBytes(4).toString('hex')}`;
  let server: S3rverServer | undefined;
  let port = 0;
  const start = async () => {
    server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
    port = (await server.run()).port;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const made: S3Storage[] = [];
  const storage = () => {
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), ...env }, directory).storage;
    if (config.kind !== 's3') throw new Error('S3_BUCKET did not select S3 storage');
    const opened = new S3Storage(config);
    made.push(opened);
    return opened;
  };
  return {
    endpoint,
    bucket,
    env,
    storage,
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      const { client } = storage();
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((o) => o.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys;
    },
    async stop() {
      await server?.close();
      server = undefined;
    },
    start,
    async close() {
      for (const storage of made) storage.close();
      await server?.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
