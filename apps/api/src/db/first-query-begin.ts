import { createRequire } from 'node:module';
import pg from 'pg';

// node-postgres's own conversion of a parameter to the text it sends (Dates, arrays, JSON, …).
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => string | Buffer | null;
};

/** A parameter as the literal the server would have read it as: untyped text, exactly like a `$n` parameter. */
export function valueLiteral(value: unknown): string {
  const prepared = prepareValue(value);
  if (prepared === null) return 'NULL';
  if (Buffer.isBuffer(prepared)) return pg.escapeLiteral(`\\x${prepared.toString('hex')}`);
  return pg.escapeLiteral(prepared);
}

/**
 * `text` with each `$n` replaced by its value as an escaped literal, for the simple protocol (which takes no
 * parameters). Quoted strings, identifiers and comments are skipped, so a `$1` inside them stays as it is and an
 * apostrophe in a comment ("the card's number") does not start a string that swallows the parameters after it.
 */
export function inlineParameters(text: string, values: readonly unknown[]): string {
  const skipped = /--[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/g;
  return text.replace(skipped, (match, index?: string) => {
    if (index === undefined) return match;
    const i = Number(index) - 1;
    if (i < 0 || i >= values.length) throw new Error(`query has $${index} but ${values.length} parameters`);
    return valueLiteral(values[i]);
  });
}

interface QueryConfigLike {
  text: string;
  name?: string;
  values?: unknown[];
  [key: string]: unknown;
}

/**
 * A pooled connection whose first query carries `prelude` (BEGIN and the transaction's settings) in the same
 * simple-protocol message, so opening a tenant transaction costs no round trip of its own. Later queries go
 * through unchanged. `begun` tells whether anything was sent (a transaction that ran no query has nothing to
 * commit), `opened` whether that first message succeeded.
 */
export function beginWithFirstQuery(
  client: pg.PoolClient,
  prelude: string,
): { client: pg.PoolClient; begun: () => boolean; opened: () => boolean } {
  let begun = false;
  let opened = false;
  const query = (config: string | QueryConfigLike, values?: unknown[]) => {
    if (begun) return (client.query as (c: unknown, v?: unknown[]) => Promise<unknown>)(config, values);
    begun = true;
    const {
      text,
      name: _name,
      values: configValues,
      ...rest
    } = typeof config === 'string' ? { text: config } : config;
    const inlined = inlineParameters(text, values ?? configValues ?? []);
    return (
      client.query({ ...rest, text: `${prelude};\n${inlined}` } as pg.QueryConfig) as Promise<unknown>
    ).then((results) => {
      opened = true;
      return Array.isArray(results) ? results[results.length - 1] : results;
    });
  };
  const wrapped = new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { client: wrapped, begun: () => begun, opened: () => opened };
}
