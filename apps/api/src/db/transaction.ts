import { sql, type SQL } from 'drizzle-orm';
import type { Database, ExecuteSql } from './database.js';

/** A Drizzle transaction on either adapter (what `db.transaction(async (tx) => …)` hands its callback). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Where a repository's queries run: the database, or a transaction a service opened (the unit of work). */
export type Executor = Database | Transaction;

/**
 * Raw SQL with `$1…$n` placeholders, run inside a Drizzle transaction: how pg-boss writes a job into the caller's
 * transaction (its `db` option). Each placeholder becomes a bound parameter; nothing is spliced into the text.
 */
export function executeSqlIn(tx: Transaction): ExecuteSql {
  return async (text, values = []) => {
    const pieces = text.split(/\$(\d+)/);
    const chunks: SQL[] = pieces.map((piece, index) => {
      if (index % 2 === 0) return sql.raw(piece);
      const value: unknown = values[Number(piece) - 1];
      return sql`${sql.param(value === undefined ? null : value)}`;
    });
    const result: unknown = await tx.execute(sql.join(chunks, sql.raw('')));
    const rows = (result as { rows?: unknown[] } | null)?.rows;
    return { rows: Array.isArray(rows) ? rows : [] };
  };
}
