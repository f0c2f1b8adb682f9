// The storage the configuration asks for: the uploads folder, or an S3-compatible bucket when S3_BUCKET is set.
import type { Config } from '../config';
import { LocalDiskStorage, type FileStorage } from './file-storage';
import { S3Storage } from './s3-storage';

export { LocalDiskStorage, S3Storage, type FileStorage };

export function createStorage(config: Config): FileStorage {
  return config.storage.kind === 's3' ? new S3Storage(config.storage) : new LocalDiskStorage(config.storage.dir);
}
