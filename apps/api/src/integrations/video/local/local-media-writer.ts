import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LocalMediaLibrary, MediaManifest } from './local-media.js';

/** Where unfinished uploads wait, inside MEDIA_DIR (so the finished file is moved, not copied). */
const UPLOADS_FOLDER = '.uploads';

/**
 * Writes the local media the staff console uploads into MEDIA_DIR (docs/product-rules.md#media): chunks of an
 * upload into `.uploads/<id>.part`, then the finished recording into its own asset folder with a manifest.json that
 * the LocalMediaLibrary reads like the demo recordings'; captions and chapters into that manifest. Every write that
 * changes a manifest drops the library's cached copy.
 */
export class LocalMediaWriter {
  constructor(private readonly library: LocalMediaLibrary) {}

  private partPath(uploadId: string): string {
    if (!/^[0-9a-f-]{36}$/.test(uploadId)) throw new Error('not an upload id');
    return join(this.library.mediaDir, UPLOADS_FOLDER, `${uploadId}.part`);
  }

  /**
   * Writes `bytes` at `offset` of the upload's file and cuts anything after them: sending the same chunk again (a
   * retry after a lost answer) leaves the file as one send would.
   */
  async writeChunk(uploadId: string, offset: number, bytes: Uint8Array): Promise<void> {
    const path = this.partPath(uploadId);
    await mkdir(join(this.library.mediaDir, UPLOADS_FOLDER), { recursive: true });
    const handle = await open(path, offset === 0 ? 'w' : 'r+');
    try {
      await handle.write(bytes, 0, bytes.length, offset);
      await handle.truncate(offset + bytes.length);
    } finally {
      await handle.close();
    }
  }

  async discard(uploadId: string): Promise<void> {
    await rm(this.partPath(uploadId), { force: true });
  }

  /** Moves the finished upload into `assetKey`'s folder as `video<ext>` and writes its manifest (no poster). */
  async publish(
    uploadId: string,
    asset: { assetKey: string; extension: string; mimeType: string; title: string; durationSeconds: number },
  ): Promise<void> {
    if (!this.library.filePath(asset.assetKey, 'manifest.json')) throw new Error('not an asset key');
    await mkdir(join(this.library.mediaDir, asset.assetKey), { recursive: true });
    const video = `video${asset.extension}`;
    await rename(this.partPath(uploadId), join(this.library.mediaDir, asset.assetKey, video));
    const manifest: MediaManifest = {
      key: asset.assetKey,
      title: asset.title,
      durationSeconds: asset.durationSeconds,
      mimeType: asset.mimeType,
      video,
      poster: null,
      captions: [],
      chapters: [],
      thumbnails: [],
    };
    await this.writeManifest(manifest);
  }

  /** Adds or replaces the captions of one language. */
  async writeCaption(
    assetKey: string,
    caption: { language: string; label: string },
    text: string,
  ): Promise<void> {
    const manifest = await this.manifestOf(assetKey);
    const file = `captions.${caption.language}.vtt`;
    const path = this.library.filePath(assetKey, file);
    if (!path) throw new Error('not a caption file');
    await writeFile(path, text, 'utf8');
    const others = manifest.captions.filter((track) => track.language !== caption.language);
    await this.writeManifest({ ...manifest, captions: [...others, { ...caption, file }] });
  }

  async removeCaption(assetKey: string, language: string): Promise<void> {
    const manifest = await this.manifestOf(assetKey);
    const track = manifest.captions.find((caption) => caption.language === language);
    if (!track) return;
    await this.writeManifest({
      ...manifest,
      captions: manifest.captions.filter((caption) => caption.language !== language),
    });
    const path = this.library.filePath(assetKey, track.file);
    if (path) await rm(path, { force: true });
  }

  async writeChapters(assetKey: string, chapters: MediaManifest['chapters']): Promise<void> {
    await this.writeManifest({ ...(await this.manifestOf(assetKey)), chapters });
  }

  private async manifestOf(assetKey: string): Promise<MediaManifest> {
    const manifest = await this.library.manifest(assetKey);
    if (!manifest) throw new Error(`local media asset ${assetKey} has no manifest`);
    return manifest;
  }

  /** Writes the manifest through a temporary file, so a reader never sees half of it. */
  private async writeManifest(manifest: MediaManifest): Promise<void> {
    const path = this.library.filePath(manifest.key, 'manifest.json');
    if (!path) throw new Error('not an asset key');
    await writeFile(`${path}.tmp`, `${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
    await rename(`${path}.tmp`, path);
    this.library.forget(manifest.key);
  }
}
