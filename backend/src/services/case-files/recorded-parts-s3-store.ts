// @tus/s3-store's multipart uploads with the parts recorded in the database as each is written, instead of asked
// of S3 (ListParts): s3rver and some other S3-compatible servers lack that call, and with the record in the
// shared database any instance can resume an upload another one started.
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { S3Store } from '@tus/s3-store';
import type { Knex } from 'knex';
import type { S3Config } from '../../config';
import { encryptObjectWrites } from '../../storage/s3-encryption';

type StoreOptions = ConstructorParameters<typeof S3Store>[0];
type Metadata = Parameters<S3Store['uploadPart']>[0];
type Part = Awaited<ReturnType<S3Store['retrieveParts']>>[number];

interface PartRow {
  upload_id: string;
  part_number: number;
  etag: string;
  size: number | string;
}

export class RecordedPartsS3Store extends S3Store {
  constructor(
    options: StoreOptions,
    private readonly db: Knex,
    serverSideEncryption?: S3Config['serverSideEncryption'],
  ) {
    super(options);
    encryptObjectWrites(this.client, serverSideEncryption);
  }

  private parts = () => this.db<PartRow>('case_upload_parts');

  async uploadPart(metadata: Metadata, readStream: Readable | Buffer, partNumber: number): Promise<string> {
    // The splitter hands over a file of the part on disk (or an empty buffer for an empty upload).
    const path = (readStream as Readable & { path?: string }).path;
    const size = Buffer.isBuffer(readStream) ? readStream.length : path ? (await stat(path)).size : 0;
    const etag = await super.uploadPart(metadata, readStream as Readable, partNumber);
    const row = { upload_id: metadata.file.id, part_number: partNumber, etag, size };
    await this.parts().insert(row).onConflict(['upload_id', 'part_number']).merge(['etag', 'size']);
    return etag;
  }

  async retrieveParts(id: string): Promise<Part[]> {
    const rows = await this.parts().where('upload_id', id).orderBy('part_number');
    // Only the consecutive parts from the first count (as S3Store's own listing does).
    const parts: Part[] = [];
    for (const r of rows) {
      if (r.part_number !== parts.length + 1) break;
      parts.push({ PartNumber: r.part_number, ETag: r.etag, Size: Number(r.size) });
    }
    return parts;
  }

  async remove(id: string): Promise<void> {
    try {
      await super.remove(id);
    } finally {
      await this.parts().where('upload_id', id).delete();
    }
  }
}
