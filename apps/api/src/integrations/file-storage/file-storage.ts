/**
 * Where uploaded files live (the certificates lawyers upload with an external credit). Keys are ours, never a
 * user's file name: `<area>/<uuid>`. Adapters: a local folder (the default, DATA_DIR/files) and S3-compatible object
 * storage (FILE_STORAGE_S3_BUCKET set: AWS S3, MinIO, R2...).
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; nothing happens when it is not there. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)+$/;

/** A key of lower-case letters, digits and dashes in segments: nothing a path or a bucket could misread. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.length > 200) throw new Error(`invalid storage key: ${key}`);
}
