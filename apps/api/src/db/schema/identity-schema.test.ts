import { getAuthTables } from 'better-auth/db';
import { jwt } from 'better-auth/plugins/jwt';
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, jwks, sessions, users, verifications } from './identity.js';

/** Catches drift on a better-auth upgrade: every field it expects must exist in our hand-written tables. */
const ours = { user: users, session: sessions, account: accounts, verification: verifications, jwks };

describe('identity tables', () => {
  it('have every field better-auth needs, with the same required-ness', () => {
    const expected = getAuthTables({ emailAndPassword: { enabled: true }, plugins: [jwt()] });
    const missing: string[] = [];
    for (const [model, table] of Object.entries(expected)) {
      const drizzleTable = ours[model as keyof typeof ours] as (typeof ours)[keyof typeof ours] | undefined;
      if (!drizzleTable) {
        missing.push(`table ${model}`);
        continue;
      }
      const columns = getTableColumns(drizzleTable) as Record<string, { notNull: boolean } | undefined>;
      for (const [field, attribute] of Object.entries(table.fields)) {
        const column = columns[field];
        if (!column) missing.push(`${model}.${field}`);
        else if (attribute.required === true && !column.notNull)
          missing.push(`${model}.${field} must be NOT NULL`);
      }
    }
    expect(missing).toEqual([]);
  });
});
