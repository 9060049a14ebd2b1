import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import { isStaleAuth } from '../http/session-reuse';
import { APP_ROLE, type AuthProof, type Database } from './client';
import { inlineParameters } from './first-query-begin';

let db: Database;
const tenantId = '01a20a4c-a252-766c-a886-1ac64ecc0109';

beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

// Values a parameter may carry; on PostgreSQL the first query of a tenant transaction sends them inlined.
const tricky = {
  quote: 'O\'Brien\'s "shop"',
  backslash: 'C:\\path\\to\\file \\x00',
  dollar: '$1 and $$ and $2',
  unicode: 'Zoë — 東京 🚚',
  date: new Date('2026-11-23T22:40:01.234Z'),
  list: ['a', "b'c", 'd,e', 'f"g', null],
  bytes: Buffer.from([0, 1, 2, 254, 255]),
  json: { a: "it's", b: [1, 2] },
};

describe('a tenant transaction whose BEGIN rides with its first query', () => {
  it('reads every kind of value back exactly, as the first and as a later query', async () => {
    const query = sql`select ${tricky.quote}::text as quote, ${tricky.backslash}::text as backslash,
      ${tricky.dollar}::text as dollar, ${tricky.unicode}::text as unicode, ${tricky.date}::timestamptz as date,
      ${sql.param(tricky.list)}::text[] as list, ${tricky.bytes}::bytea as bytes, ${JSON.stringify(tricky.json)}::jsonb as json,
      ${null}::text as nothing, ${42}::int as n, '$1 stays'::text as literal, current_user as role,
      current_setting('app.tenant_id') as tenant`;
    const [first, later] = await db.tenant({ tenantId, userId: null }, async ({ tx }) => [
      (await tx.execute<Record<string, unknown>>(query)).rows[0],
      (await tx.execute<Record<string, unknown>>(query)).rows[0],
    ]);
    for (const row of [first, later]) {
      expect(row.quote).toBe(tricky.quote);
      expect(row.backslash).toBe(tricky.backslash);
      expect(row.dollar).toBe(tricky.dollar);
      expect(row.unicode).toBe(tricky.unicode);
      expect(new Date(row.date as string).toISOString()).toBe(tricky.date.toISOString());
      expect(row.list).toEqual(tricky.list);
      expect(Buffer.from(row.bytes as Buffer).equals(tricky.bytes)).toBe(true);
      expect(row.json).toEqual(tricky.json);
      expect(row.nothing).toBeNull();
      expect(row.n).toBe(42);
      expect(row.literal).toBe('$1 stays');
      expect(row.role).toBe(APP_ROLE);
      expect(row.tenant).toBe(tenantId);
    }
  });

  it('rolls back when a later query fails, and the connection is clean for the next transaction', async () => {
    await expect(
      db.tenant({ tenantId, userId: null }, async ({ tx }) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    // A failing first query (BEGIN and the settings in the same message) leaves nothing open either.
    await expect(
      db.tenant({ tenantId, userId: null }, ({ tx }) => tx.execute(sql`select no_such_column`)),
    ).rejects.toThrow();
    const roles = await Promise.all(
      Array.from({ length: 8 }, () =>
        db.tenant({ tenantId, userId: null }, async ({ tx }) => {
          const { rows } = await tx.execute<{ role: string; tenant: string }>(
            sql`select current_user as role, current_setting('app.tenant_id') as tenant`,
          );
          return rows[0];
        }),
      ),
    );
    expect(roles).toEqual(Array(8).fill({ role: APP_ROLE, tenant: tenantId }));
    // Outside a tenant transaction the settings are gone (transaction-local).
    const { rows } = await db.owner.execute<{ tenant: string | null; role: string }>(
      sql`select nullif(current_setting('app.tenant_id', true), '') as tenant, current_user as role`,
    );
    expect(rows[0].tenant).toBeNull();
    expect(rows[0].role).not.toBe(APP_ROLE);
  });
});

describe('the opening statements, prepared on each connection', () => {
  it('a connection whose first transaction failed opens the next, with and without a proof; a stale proof fails', async () => {
    const single = await openTestDatabase({ poolSize: 1 });
    const tenantOf = (proof?: AuthProof) =>
      single.tenant({ tenantId, userId: null, proof }, async ({ tx }) => {
        const { rows } = await tx.execute<{ tenant: string }>(
          sql`select current_setting('app.tenant_id') as tenant`,
        );
        return rows[0].tenant;
      });
    try {
      await expect(
        single.tenant({ tenantId, userId: null }, ({ tx }) => tx.execute(sql`select no_such_column`)),
      ).rejects.toThrow();
      expect(await tenantOf()).toBe(tenantId);
      const [{ epoch }] = await single.platformStatement<{ epoch: string }>(
        'test_auth_epoch',
        sql`select epoch::text as epoch from auth_epoch`,
        {},
      );
      const proof = { epoch, proven: false };
      expect(await tenantOf(proof)).toBe(tenantId);
      expect(proof.proven).toBe(true);
      const stale = { epoch: String(BigInt(epoch) - 1n), proven: false };
      const error = await tenantOf(stale).catch((e: unknown) => e);
      expect(isStaleAuth(error)).toBe(true);
      expect(stale.proven).toBe(false);
      expect(await tenantOf()).toBe(tenantId);
    } finally {
      await single.close();
    }
  });
});

describe('inlineParameters', () => {
  it('replaces only real $n parameters, never inside quoted strings or identifiers', () => {
    expect(inlineParameters(`select $1, '$2', "$3", $2 where x = 'it''s $1'`, ['a', "b'c"])).toBe(
      `select 'a', '$2', "$3", 'b''c' where x = 'it''s $1'`,
    );
    expect(() => inlineParameters('select $2', ['only one'])).toThrow();
  });

  it('skips comments: an apostrophe in one does not hide the parameters after it', () => {
    const text = `select $1 -- the card's number, not $2\n  , /* it's $2 */ $2`;
    expect(inlineParameters(text, ['a', 'b'])).toBe(
      `select 'a' -- the card's number, not $2\n  , /* it's $2 */ 'b'`,
    );
  });
});
