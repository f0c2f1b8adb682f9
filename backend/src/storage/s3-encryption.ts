// Server-side encryption of everything the app writes to the bucket (S3_SSE; ADR 0005): one middleware on an S3
// client adds the encryption to each call that creates an object — a whole object (PutObject: images, the variants,
// tus's own .info and .part objects) or a multipart upload (a case file's parts inherit it from their upload).
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config';

const OBJECT_CREATIONS = new Set(['PutObjectCommand', 'CreateMultipartUploadCommand', 'CopyObjectCommand']);

export function encryptObjectWrites(client: Pick<S3Client, 'middlewareStack'>, sse: S3Config['serverSideEncryption']) {
  if (!sse) return;
  const fields = { ServerSideEncryption: sse.algorithm, ...(sse.kmsKeyId ? { SSEKMSKeyId: sse.kmsKeyId } : {}) };
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (OBJECT_CREATIONS.has(context.commandName ?? '')) Object.assign(args.input as object, fields);
      return next(args);
    },
    { step: 'initialize', name: 'serverSideEncryption' },
  );
}
