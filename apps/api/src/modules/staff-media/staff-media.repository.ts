import { and, asc, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import { normalizeForSearch } from '@counsel/domain';
import type { Executor, Transaction } from '../../db/transaction.js';
import { courses } from '../../db/schema/courses.js';
import { courseMedia, mediaUploads } from '../../db/schema/video.js';

export type MediaUploadRow = typeof mediaUploads.$inferSelect;
export type CourseMediaRow = typeof courseMedia.$inferSelect;

/** Course recordings and their uploads, for the staff console's Media area (docs/product-rules.md#media). */
export class StaffMediaRepository {
  constructor(private readonly db: Executor) {}

  within(tx: Transaction): StaffMediaRepository {
    return new StaffMediaRepository(tx);
  }

  async course(courseId: string) {
    const [row] = await this.db
      .select({ id: courses.id, title: courses.title, format: courses.format, published: courses.published })
      .from(courses)
      .where(eq(courses.id, courseId))
      .limit(1);
    return row;
  }

  async recording(courseId: string): Promise<CourseMediaRow | undefined> {
    const [row] = await this.db.select().from(courseMedia).where(eq(courseMedia.courseId, courseId)).limit(1);
    return row;
  }

  async latestUpload(courseId: string): Promise<MediaUploadRow | undefined> {
    const [row] = await this.db
      .select()
      .from(mediaUploads)
      .where(eq(mediaUploads.courseId, courseId))
      .orderBy(desc(mediaUploads.createdAt), desc(mediaUploads.id))
      .limit(1);
    return row;
  }

  async upload(uploadId: string): Promise<MediaUploadRow | undefined> {
    const [row] = await this.db.select().from(mediaUploads).where(eq(mediaUploads.id, uploadId)).limit(1);
    return row;
  }

  async insertUpload(values: typeof mediaUploads.$inferInsert): Promise<MediaUploadRow> {
    const [row] = await this.db.insert(mediaUploads).values(values).returning();
    if (!row) throw new Error('media upload not inserted');
    return row;
  }

  /** The course's uploads still in progress (a new upload cancels them). */
  openUploads(courseId: string): Promise<MediaUploadRow[]> {
    return this.db
      .select()
      .from(mediaUploads)
      .where(and(eq(mediaUploads.courseId, courseId), eq(mediaUploads.status, 'UPLOADING')));
  }

  /**
   * Moves the upload from `from` to `to` received bytes, only if it is still UPLOADING at `from`: of two senders of
   * the same chunk, one wins and the other learns the new offset.
   */
  async advance(uploadId: string, from: number, to: number, at: Date): Promise<MediaUploadRow | undefined> {
    const [row] = await this.db
      .update(mediaUploads)
      .set({ receivedBytes: to, updatedAt: at })
      .where(
        and(
          eq(mediaUploads.id, uploadId),
          eq(mediaUploads.receivedBytes, from),
          eq(mediaUploads.status, 'UPLOADING'),
        ),
      )
      .returning();
    return row;
  }

  async setStatus(
    uploadId: string,
    values: Pick<typeof mediaUploads.$inferInsert, 'status'> &
      Partial<Pick<typeof mediaUploads.$inferInsert, 'assetKey' | 'error'>>,
    at: Date,
  ): Promise<MediaUploadRow | undefined> {
    const [row] = await this.db
      .update(mediaUploads)
      .set({ ...values, updatedAt: at })
      .where(eq(mediaUploads.id, uploadId))
      .returning();
    return row;
  }

  /** The course's recording is now this asset (a replaced one is forgotten; its files stay on disk). */
  async attach(
    values: Pick<
      typeof courseMedia.$inferInsert,
      'courseId' | 'provider' | 'assetKey' | 'durationSeconds' | 'chapters' | 'captions'
    >,
    at: Date,
  ): Promise<void> {
    await this.db
      .insert(courseMedia)
      .values({ ...values, updatedAt: at })
      .onConflictDoUpdate({
        target: courseMedia.courseId,
        set: {
          provider: values.provider,
          assetKey: values.assetKey,
          durationSeconds: values.durationSeconds,
          chapters: values.chapters,
          captions: values.captions,
          updatedAt: at,
        },
      });
  }

  async updateRecording(
    courseId: string,
    values: Partial<Pick<typeof courseMedia.$inferInsert, 'chapters' | 'captions'>>,
    at: Date,
  ): Promise<void> {
    await this.db
      .update(courseMedia)
      .set({ ...values, updatedAt: at })
      .where(eq(courseMedia.courseId, courseId));
  }

  /** Every on-demand course (drafts included), by title, with its recording and its latest upload's status. */
  async list(filter: { search?: string | undefined; missing: boolean }) {
    const latestStatus = sql<MediaUploadRow['status'] | null>`(
      select ${mediaUploads.status} from ${mediaUploads}
      where ${mediaUploads.courseId} = ${courses.id}
      order by ${mediaUploads.createdAt} desc, ${mediaUploads.id} desc limit 1)`;
    const conditions = [eq(courses.format, 'ON_DEMAND')];
    const words = filter.search ? normalizeForSearch(filter.search) : '';
    if (words) conditions.push(ilike(courses.searchText, `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    if (filter.missing) conditions.push(isNull(courseMedia.courseId));
    return this.db
      .select({
        courseId: courses.id,
        title: courses.title,
        published: courses.published,
        media: courseMedia,
        uploadStatus: latestStatus,
      })
      .from(courses)
      .leftJoin(courseMedia, eq(courseMedia.courseId, courses.id))
      .where(and(...conditions))
      .orderBy(asc(courses.title))
      .limit(500);
  }
}
