import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.js';
import { calendarFeeds } from '../../db/schema/live.js';

/** The lawyers' private calendar feeds: only the SHA-256 of each feed's token is kept (live-calendar.ts). */
export class CalendarFeedsRepository {
  constructor(private readonly db: Executor) {}

  async setCalendarFeed(userId: string, tokenHash: string, at: Date): Promise<void> {
    await this.db
      .insert(calendarFeeds)
      .values({ userId, tokenHash, createdAt: at })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: at } });
  }

  async deleteCalendarFeed(userId: string): Promise<void> {
    await this.db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  }

  async hasCalendarFeed(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ userId: calendarFeeds.userId })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, userId));
    return row !== undefined;
  }

  async findCalendarFeedOwner(tokenHash: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ userId: calendarFeeds.userId })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.tokenHash, tokenHash));
    return row?.userId;
  }
}
