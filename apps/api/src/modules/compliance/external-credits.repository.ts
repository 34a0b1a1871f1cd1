import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { externalCredits } from '../../db/schema/compliance.js';
import { jurisdictions } from '../../db/schema/taxonomy.js';

export type ExternalCreditRow = typeof externalCredits.$inferSelect;
type ExternalCreditFields = Pick<
  typeof externalCredits.$inferInsert,
  'provider' | 'title' | 'completedOn' | 'format' | 'lines'
>;
export interface StoredCertificate {
  key: string;
  name: string;
  type: string;
  size: number;
}

/** External credits: every query filters by the owner's user id (docs/engineering-rules.md#data). */
export class ExternalCreditsRepository {
  constructor(private readonly db: Database) {}

  listByUser(userId: string): Promise<ExternalCreditRow[]> {
    return this.db
      .select()
      .from(externalCredits)
      .where(eq(externalCredits.userId, userId))
      .orderBy(desc(externalCredits.completedOn), asc(externalCredits.createdAt));
  }

  listByUsers(userIds: readonly string[]): Promise<ExternalCreditRow[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(externalCredits)
      .where(inArray(externalCredits.userId, [...userIds]));
  }

  async find(userId: string, id: string): Promise<ExternalCreditRow | undefined> {
    const [row] = await this.db
      .select()
      .from(externalCredits)
      .where(and(eq(externalCredits.userId, userId), eq(externalCredits.id, id)))
      .limit(1);
    return row;
  }

  async countByUser(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(externalCredits)
      .where(eq(externalCredits.userId, userId));
    return row?.n ?? 0;
  }

  /** The codes among `codes` that name a jurisdiction. */
  async knownJurisdictionCodes(codes: readonly string[]): Promise<Set<string>> {
    if (codes.length === 0) return new Set();
    const rows = await this.db
      .select({ code: jurisdictions.code })
      .from(jurisdictions)
      .where(inArray(jurisdictions.code, [...codes]));
    return new Set(rows.map((row) => row.code));
  }

  async insert(userId: string, fields: ExternalCreditFields): Promise<ExternalCreditRow> {
    const [row] = await this.db
      .insert(externalCredits)
      .values({ userId, ...fields })
      .returning();
    if (!row) throw new Error('external credit not stored');
    return row;
  }

  async update(
    userId: string,
    id: string,
    fields: ExternalCreditFields,
  ): Promise<ExternalCreditRow | undefined> {
    const [row] = await this.db
      .update(externalCredits)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(and(eq(externalCredits.userId, userId), eq(externalCredits.id, id)))
      .returning();
    return row;
  }

  /** Sets (or, with null, clears) the certificate; returns the row as it is now, with the key it replaced. */
  async setCertificate(
    userId: string,
    id: string,
    certificate: StoredCertificate | null,
  ): Promise<{ row: ExternalCreditRow; replacedKey: string | null } | undefined> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ key: externalCredits.certificateKey })
        .from(externalCredits)
        .where(and(eq(externalCredits.userId, userId), eq(externalCredits.id, id)))
        .for('update');
      if (!current) return undefined;
      const [row] = await tx
        .update(externalCredits)
        .set({
          certificateKey: certificate?.key ?? null,
          certificateName: certificate?.name ?? null,
          certificateType: certificate?.type ?? null,
          certificateSize: certificate?.size ?? null,
          certificateUploadedAt: certificate ? sql`now()` : null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(externalCredits.userId, userId), eq(externalCredits.id, id)))
        .returning();
      return row ? { row, replacedKey: current.key } : undefined;
    });
  }

  /** Deletes the credit; its certificate's key (for the file store), or undefined when there was no such credit. */
  async delete(userId: string, id: string): Promise<{ certificateKey: string | null } | undefined> {
    const [row] = await this.db
      .delete(externalCredits)
      .where(and(eq(externalCredits.userId, userId), eq(externalCredits.id, id)))
      .returning({ certificateKey: externalCredits.certificateKey });
    return row;
  }
}
