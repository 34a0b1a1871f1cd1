import {
  MEDIA_UPLOAD_CHUNK_BYTES,
  MEDIA_UPLOAD_TYPES,
  type ChaptersInput,
  type CourseMedia,
  type CourseRecording,
  type MediaUpload,
  type MediaUploadType,
  type StaffMediaList,
  type StartMediaUpload,
} from '@counsel/contracts';
import { AppError } from '../../errors/app-error.js';
import type { UnitOfWork } from '../../integrations/jobs/unit-of-work.js';
import type { VerifiedIdentity } from '../../integrations/auth/auth-verifier.js';
import type { Clock } from '../../integrations/clock/clock.js';
import type { LocalMediaWriter } from '../../integrations/video/local/local-media-writer.js';
import { MuxUploadError, type MuxUploads } from '../../integrations/video/mux/mux-uploads.js';
import type { StaffActor } from '../staff/staff.repository.js';
import type { StaffAudit } from '../staff/staff.service.js';
import type { CourseMediaRow, MediaUploadRow, StaffMediaRepository } from './staff-media.repository.js';

/** Does the file start the way its type says? WebM: the EBML header; MP4: an `ftyp` box. */
export function looksLike(contentType: MediaUploadType, head: Uint8Array): boolean {
  if (contentType === 'video/webm') {
    return head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3;
  }
  return head.length >= 8 && Buffer.from(head.subarray(4, 8)).toString('latin1') === 'ftyp';
}

/** WebVTT text: the `WEBVTT` signature (after an optional byte-order mark) and at least one cue timing. */
export function parseWebVtt(body: Buffer): string | null {
  const text = body.toString('utf8').replace(/^\uFEFF/, '');
  if (!/^WEBVTT(?:[ \t][^\r\n]*)?(?:\r?\n|$)/.test(text)) return null;
  if (!/\d{2}:\d{2}(?::\d{2})?\.\d{3}[ \t]+-->[ \t]+\d{2}:\d{2}(?::\d{2})?\.\d{3}/.test(text)) return null;
  return text;
}

function recordingOf(row: CourseMediaRow): CourseRecording {
  return {
    provider: row.provider,
    assetKey: row.assetKey,
    durationSeconds: row.durationSeconds,
    chapters: row.chapters,
    captions: row.captions.map(({ language, label }) => ({ language, label })),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function uploadOf(row: MediaUploadRow, muxUrl: string | null = null): MediaUpload {
  const open = row.status === 'UPLOADING';
  return {
    id: row.id,
    courseId: row.courseId,
    provider: row.provider,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    receivedBytes: row.receivedBytes,
    status: row.status,
    uploadUrl: !open ? null : row.provider === 'LOCAL' ? `/api/staff/media-uploads/${row.id}` : muxUrl,
    chunkBytes: MEDIA_UPLOAD_CHUNK_BYTES,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a recording. */
function recordingSummary(row: CourseMediaRow | undefined) {
  return row
    ? { provider: row.provider, assetKey: row.assetKey, durationSeconds: row.durationSeconds }
    : { recording: null };
}

/**
 * The staff console's Media area (docs/product-rules.md#media): a course's recording uploaded in chunks to MEDIA_DIR
 * (or to Mux by direct upload when Mux's API token is configured), its captions and chapters. Every change is
 * audited.
 */
export class StaffMediaService {
  constructor(
    private readonly repository: StaffMediaRepository,
    private readonly writer: LocalMediaWriter,
    private readonly mux: MuxUploads | null,
    private readonly audit: StaffAudit,
    private readonly unitOfWork: UnitOfWork,
    private readonly appUrl: string,
    private readonly clock: Clock,
  ) {}

  async list(filter: { search?: string | undefined; missing: boolean }): Promise<StaffMediaList> {
    const rows = await this.repository.list(filter);
    return {
      courses: rows.map((row) => ({
        courseId: row.courseId,
        title: row.title,
        published: row.published,
        recording: row.media
          ? {
              provider: row.media.provider,
              durationSeconds: row.media.durationSeconds,
              captions: row.media.captions.length,
              chapters: row.media.chapters.length,
            }
          : null,
        uploadStatus: row.uploadStatus,
      })),
    };
  }

  private async courseOrThrow(courseId: string) {
    const course = await this.repository.course(courseId);
    if (!course) throw new AppError('COURSE_NOT_FOUND', 'No course has this id.');
    return course;
  }

  async media(courseId: string): Promise<CourseMedia> {
    const course = await this.courseOrThrow(courseId);
    const [recording, latest] = await Promise.all([
      this.repository.recording(courseId),
      this.repository.latestUpload(courseId),
    ]);
    return {
      courseId,
      courseTitle: course.title,
      format: course.format,
      recording: recording ? recordingOf(recording) : null,
      latestUpload: latest ? uploadOf(latest) : null,
      uploadsGoTo: this.mux ? 'MUX' : 'LOCAL',
    };
  }

  /** Opens an upload for the course's recording; an upload still open for the course is canceled. */
  async start(identity: VerifiedIdentity, courseId: string, input: StartMediaUpload): Promise<MediaUpload> {
    const course = await this.courseOrThrow(courseId);
    if (course.format !== 'ON_DEMAND') {
      throw new AppError('COURSE_NOT_ON_DEMAND', 'Only on-demand courses have a recording to upload.');
    }
    const extensions: readonly string[] = MEDIA_UPLOAD_TYPES[input.contentType];
    const extension = extensions.find((ending) => input.fileName.toLowerCase().endsWith(ending));
    if (!extension) {
      throw new AppError(
        'MEDIA_FILE_INVALID',
        `A ${input.contentType} file's name ends in ${extensions.join(' or ')}.`,
      );
    }
    if (!this.mux && input.durationSeconds === undefined) {
      throw new AppError('MEDIA_FILE_INVALID', "Give the recording's length (durationSeconds).");
    }
    const actor = await this.audit.actor(identity);
    const now = this.clock.now();
    const direct = this.mux ? await this.createMuxUpload() : null;
    for (const open of await this.repository.openUploads(courseId)) await this.cancelQuietly(open);
    const row = await this.unitOfWork.run(async ({ tx }) => {
      const inserted = await this.repository.within(tx).insertUpload({
        courseId,
        provider: direct ? 'MUX' : 'LOCAL',
        fileName: input.fileName,
        contentType: input.contentType,
        sizeBytes: input.sizeBytes,
        durationSeconds: input.durationSeconds ?? null,
        muxUploadId: direct?.id ?? null,
        createdByUserId: identity.subject,
        createdAt: now,
        updatedAt: now,
      });
      await this.audit.record(tx, actor, {
        action: 'media.upload',
        subjectType: 'course',
        subjectId: courseId,
        summary: `Started uploading "${input.fileName}" for '${course.title}'`,
        after: { fileName: input.fileName, sizeBytes: input.sizeBytes, provider: inserted.provider },
      });
      return inserted;
    });
    return uploadOf(row, direct?.url ?? null);
  }

  private async createMuxUpload() {
    if (!this.mux) return null;
    try {
      return await this.mux.create(new URL(this.appUrl).origin);
    } catch (error) {
      if (error instanceof MuxUploadError) throw new AppError('SERVICE_UNAVAILABLE', error.message);
      throw error;
    }
  }

  private async uploadOrThrow(uploadId: string): Promise<MediaUploadRow> {
    const upload = await this.repository.upload(uploadId);
    if (!upload) throw new AppError('MEDIA_UPLOAD_NOT_FOUND', 'No upload has this id.');
    return upload;
  }

  /** One chunk of a MEDIA_DIR upload at `offset`; the last one makes the file the course's recording. */
  async receive(
    identity: VerifiedIdentity,
    uploadId: string,
    offset: number,
    bytes: Buffer,
  ): Promise<MediaUpload> {
    const upload = await this.uploadOrThrow(uploadId);
    if (upload.provider !== 'LOCAL' || upload.status !== 'UPLOADING') {
      throw new AppError(
        'UPLOAD_NOT_IN_PROGRESS',
        `This upload is ${upload.status.toLowerCase()}; start a new one.`,
      );
    }
    if (offset !== upload.receivedBytes) {
      throw new AppError('UPLOAD_OFFSET_MISMATCH', `The upload continues at byte ${upload.receivedBytes}.`, {
        receivedBytes: upload.receivedBytes,
      });
    }
    if (bytes.length === 0) throw new AppError('MEDIA_FILE_INVALID', 'The chunk is empty.');
    if (offset + bytes.length > upload.sizeBytes) {
      throw new AppError(
        'MEDIA_FILE_INVALID',
        `The file was announced as ${upload.sizeBytes} bytes; this is more.`,
      );
    }
    if (offset === 0 && !looksLike(upload.contentType as MediaUploadType, bytes)) {
      throw new AppError('MEDIA_FILE_INVALID', `This file is not a ${upload.contentType} video.`);
    }
    await this.writer.writeChunk(upload.id, offset, bytes);
    const advanced = await this.repository.advance(
      upload.id,
      offset,
      offset + bytes.length,
      this.clock.now(),
    );
    if (!advanced) {
      const now = await this.uploadOrThrow(uploadId);
      throw new AppError('UPLOAD_OFFSET_MISMATCH', `The upload continues at byte ${now.receivedBytes}.`, {
        receivedBytes: now.receivedBytes,
      });
    }
    if (advanced.receivedBytes < advanced.sizeBytes) return uploadOf(advanced);
    return uploadOf(await this.attachLocal(advanced, await this.audit.actor(identity)));
  }

  private async attachLocal(upload: MediaUploadRow, actor: StaffActor): Promise<MediaUploadRow> {
    const course = await this.courseOrThrow(upload.courseId);
    const assetKey = `upload-${upload.id}`;
    const extensions: readonly string[] = MEDIA_UPLOAD_TYPES[upload.contentType as MediaUploadType];
    const extension =
      extensions.find((ending) => upload.fileName.toLowerCase().endsWith(ending)) ?? extensions[0] ?? '.mp4';
    const durationSeconds = upload.durationSeconds ?? 0;
    await this.writer.publish(upload.id, {
      assetKey,
      extension,
      mimeType: upload.contentType,
      title: course.title,
      durationSeconds,
    });
    return this.attach(upload, { provider: 'LOCAL', assetKey, durationSeconds }, actor);
  }

  /** Makes the asset the course's recording, keeping the chapters that still fit; captions belong to the old file. */
  private async attach(
    upload: MediaUploadRow,
    asset: { provider: 'LOCAL' | 'MUX'; assetKey: string; durationSeconds: number },
    actor: StaffActor,
  ): Promise<MediaUploadRow> {
    const now = this.clock.now();
    return this.unitOfWork.run(async ({ tx }) => {
      const repository = this.repository.within(tx);
      const current = await repository.upload(upload.id);
      if (!current || current.status === 'READY' || current.status === 'CANCELED') return current ?? upload;
      const previous = await repository.recording(upload.courseId);
      const chapters = (previous?.chapters ?? []).filter(
        (chapter) => chapter.startTime < asset.durationSeconds,
      );
      await repository.attach({ courseId: upload.courseId, ...asset, chapters, captions: [] }, now);
      const done = await repository.setStatus(upload.id, { status: 'READY', assetKey: asset.assetKey }, now);
      if (asset.provider === 'LOCAL' && chapters.length > 0)
        await this.writer.writeChapters(asset.assetKey, chapters);
      await this.audit.record(tx, actor, {
        action: 'media.attach',
        subjectType: 'course',
        subjectId: upload.courseId,
        summary: `"${upload.fileName}" is now the course's recording`,
        before: recordingSummary(previous),
        after: { ...asset },
      });
      return done ?? upload;
    });
  }

  /** Where an upload stands; a Mux upload is asked of Mux and attached once its asset is ready. */
  async upload(identity: VerifiedIdentity, uploadId: string): Promise<MediaUpload> {
    const upload = await this.uploadOrThrow(uploadId);
    if (upload.provider !== 'MUX' || !this.mux || !upload.muxUploadId) return uploadOf(upload);
    if (upload.status !== 'UPLOADING' && upload.status !== 'PROCESSING') return uploadOf(upload);
    let state;
    try {
      state = await this.mux.state(upload.muxUploadId);
    } catch (error) {
      if (error instanceof MuxUploadError) throw new AppError('SERVICE_UNAVAILABLE', error.message);
      throw error;
    }
    const now = this.clock.now();
    if (state.state === 'waiting') return uploadOf(upload);
    if (state.state === 'processing') {
      return uploadOf((await this.repository.setStatus(upload.id, { status: 'PROCESSING' }, now)) ?? upload);
    }
    if (state.state === 'failed') {
      return uploadOf(
        (await this.repository.setStatus(upload.id, { status: 'FAILED', error: state.reason }, now)) ??
          upload,
      );
    }
    const asset = {
      provider: 'MUX' as const,
      assetKey: state.playbackId,
      durationSeconds: state.durationSeconds,
    };
    return uploadOf(await this.attach(upload, asset, await this.audit.actor(identity)));
  }

  async cancel(identity: VerifiedIdentity, uploadId: string): Promise<MediaUpload> {
    const upload = await this.uploadOrThrow(uploadId);
    if (upload.status !== 'UPLOADING' && upload.status !== 'PROCESSING') {
      throw new AppError('UPLOAD_NOT_IN_PROGRESS', `This upload is ${upload.status.toLowerCase()}.`);
    }
    const actor = await this.audit.actor(identity);
    await this.cancelQuietly(upload);
    await this.unitOfWork.run(({ tx }) =>
      this.audit.record(tx, actor, {
        action: 'media.cancel',
        subjectType: 'course',
        subjectId: upload.courseId,
        summary: `Canceled the upload of "${upload.fileName}"`,
        before: { status: upload.status, receivedBytes: upload.receivedBytes },
        after: { status: 'CANCELED' },
      }),
    );
    return uploadOf(await this.uploadOrThrow(uploadId));
  }

  private async cancelQuietly(upload: MediaUploadRow): Promise<void> {
    await this.repository.setStatus(upload.id, { status: 'CANCELED' }, this.clock.now());
    if (upload.provider === 'LOCAL') await this.writer.discard(upload.id);
    else if (this.mux && upload.muxUploadId) await this.mux.cancel(upload.muxUploadId).catch(() => undefined);
  }

  private async recordingOrThrow(courseId: string) {
    const course = await this.courseOrThrow(courseId);
    const recording = await this.repository.recording(courseId);
    if (!recording)
      throw new AppError('RECORDING_NOT_FOUND', 'This course has no recording yet: upload one first.');
    return { course, recording };
  }

  /** Adds or replaces one language's WebVTT captions of a MEDIA_DIR recording. */
  async putCaptions(
    identity: VerifiedIdentity,
    courseId: string,
    caption: { language: string; label: string },
    body: Buffer,
  ): Promise<CourseRecording> {
    const { course, recording } = await this.recordingOrThrow(courseId);
    if (recording.provider !== 'LOCAL') {
      throw new AppError(
        'MEDIA_PROVIDER_UNSUPPORTED',
        "This recording is on Mux: add its captions as a text track in Mux's dashboard.",
      );
    }
    const text = parseWebVtt(body);
    if (!text) {
      throw new AppError(
        'CAPTION_FILE_INVALID',
        'A caption file is WebVTT: it starts with WEBVTT and has cue timings.',
      );
    }
    const actor = await this.audit.actor(identity);
    await this.writer.writeCaption(recording.assetKey, caption, text);
    const captions = [
      ...recording.captions.filter((track) => track.language !== caption.language),
      { ...caption, ref: caption.language },
    ];
    return this.saveRecording(
      actor,
      recording,
      { captions },
      {
        action: 'media.captions',
        summary: `Replaced the ${caption.label} captions of '${course.title}'`,
        before: { captions: recording.captions.map((track) => track.language) },
        after: { captions: captions.map((track) => track.language) },
      },
    );
  }

  async deleteCaptions(
    identity: VerifiedIdentity,
    courseId: string,
    language: string,
  ): Promise<CourseRecording> {
    const { course, recording } = await this.recordingOrThrow(courseId);
    if (!recording.captions.some((track) => track.language === language)) {
      throw new AppError('NOT_FOUND', 'The recording has no captions in this language.');
    }
    const actor = await this.audit.actor(identity);
    if (recording.provider === 'LOCAL') await this.writer.removeCaption(recording.assetKey, language);
    const captions = recording.captions.filter((track) => track.language !== language);
    return this.saveRecording(
      actor,
      recording,
      { captions },
      {
        action: 'media.captions',
        summary: `Removed the ${language} captions of '${course.title}'`,
        before: { captions: recording.captions.map((track) => track.language) },
        after: { captions: captions.map((track) => track.language) },
      },
    );
  }

  /** The recording's chapters: sorted, one per start, each starting inside the recording. */
  async putChapters(
    identity: VerifiedIdentity,
    courseId: string,
    input: ChaptersInput,
  ): Promise<CourseRecording> {
    const { course, recording } = await this.recordingOrThrow(courseId);
    const chapters = [...input.chapters].sort((a, b) => a.startTime - b.startTime);
    const late = chapters.find((chapter) => chapter.startTime >= recording.durationSeconds);
    if (late) {
      throw new AppError('VALIDATION_FAILED', `"${late.title}" starts after the recording ends.`, {
        durationSeconds: recording.durationSeconds,
      });
    }
    if (new Set(chapters.map((chapter) => chapter.startTime)).size !== chapters.length) {
      throw new AppError('VALIDATION_FAILED', 'Two chapters start at the same moment.');
    }
    const actor = await this.audit.actor(identity);
    if (recording.provider === 'LOCAL') await this.writer.writeChapters(recording.assetKey, chapters);
    return this.saveRecording(
      actor,
      recording,
      { chapters },
      {
        action: 'media.chapters',
        summary: `Changed the chapters of '${course.title}'`,
        before: { chapters: recording.chapters.map((chapter) => `${chapter.startTime} ${chapter.title}`) },
        after: { chapters: chapters.map((chapter) => `${chapter.startTime} ${chapter.title}`) },
      },
    );
  }

  private async saveRecording(
    actor: StaffActor,
    recording: CourseMediaRow,
    values: Partial<Pick<CourseMediaRow, 'chapters' | 'captions'>>,
    entry: {
      action: string;
      summary: string;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    },
  ): Promise<CourseRecording> {
    const now = this.clock.now();
    await this.unitOfWork.run(async ({ tx }) => {
      await this.repository.within(tx).updateRecording(recording.courseId, values, now);
      await this.audit.record(tx, actor, { ...entry, subjectType: 'course', subjectId: recording.courseId });
    });
    return recordingOf({ ...recording, ...values, updatedAt: now });
  }
}
