// A real S3-compatible server for tests: s3rver in this process, on an ephemeral port, over a temporary folder,
// with a fresh bucket per call. `env` configures a backend for it (startTestBackend({ env }), or a child process);
// `storage()` is an S3Storage on it. s3rver accepts any signature, so the fake keys only have to be present.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  close(): Promise<void>;
}

export async function startS3rver(): Promise<TestS3> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const directory = mkdtempSync(join(tmpdir(), 'novaguide-s3rver-'));
  const bucket = `novaguide-test-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
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
  return {
    endpoint,
    bucket,
    env,
    storage() {
      const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), ...env }, directory).storage;
      if (config.kind !== 's3') throw new Error('S3_BUCKET did not select S3 storage');
      const storage = new S3Storage(config);
      made.push(storage);
      return storage;
    },
    async close() {
      for (const storage of made) storage.close();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
