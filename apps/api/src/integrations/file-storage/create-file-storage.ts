import path from 'node:path';
import type { AppConfig } from '../../config/env.js';
import type { FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';

/**
 * The file-storage adapter the configuration names: S3-compatible object storage when FILE_STORAGE_S3_BUCKET is set
 * (loaded only then), else the folder FILE_STORAGE_DIR (default DATA_DIR/files).
 */
export async function createFileStorage(
  config: Pick<AppConfig, 'DATA_DIR' | 'FILE_STORAGE_DIR' | 's3Storage'>,
): Promise<FileStorage> {
  if (config.s3Storage) {
    const { S3FileStorage } = await import('./s3-file-storage.js');
    return new S3FileStorage(config.s3Storage);
  }
  return new LocalFileStorage(path.resolve(config.FILE_STORAGE_DIR ?? path.join(config.DATA_DIR, 'files')));
}
