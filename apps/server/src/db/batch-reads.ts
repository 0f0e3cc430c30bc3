import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Reads asked for during one turn of the event loop, by key, answered by one query: `read` gets the keys
 * (at most `maxKeys` per query) and answers what it found; a key it did not find answers undefined. A
 * failed query fails every read of its batch.
 */
export function batchReads<K, V>(read: (keys: K[]) => Promise<Map<K, V>>, maxKeys = 500): (key: K) => Promise<V | undefined> {
  type Waiter = { resolve: (value: V | undefined) => void; reject: (err: unknown) => void };
  let pending: Map<K, Waiter[]> | null = null;

  const flush = (batch: Map<K, Waiter[]>) => {
    read([...batch.keys()]).then(
      (found) => {
        for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.get(key));
      },
      (err: unknown) => {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(err);
      },
    );
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      if (!pending) {
        const batch = new Map<K, Waiter[]>();
        pending = batch;
        setImmediate(() => {
          if (pending === batch) pending = null;
          flush(batch);
        });
      }
      const batch = pending;
      const waiters = batch.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else batch.set(key, [{ resolve, reject }]);
      // A full batch leaves now; the next read starts another.
      if (batch.size >= maxKeys && pending === batch) pending = null;
    });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A row by its uuid, read with the others asked for in the same turn of the event loop (`query` reads
 * many ids at once, `where id in (…)`). An id that is not a uuid answers undefined without reaching the
 * query: one malformed id must not fail the reads it was batched with.
 */
export function batchedById<R extends { id: string }>(query: (ids: string[]) => Promise<R[]>): (id: string) => Promise<R | undefined> {
  return batchReads(async (ids: string[]) => {
    const valid = ids.filter((id) => UUID.test(id));
    const rows = valid.length ? await query(valid) : [];
    return new Map(rows.map((row) => [row.id, row]));
  });
}

/**
 * `<id column> = any($ids::uuid[])`: the condition of a batch read by ids with the ids as one parameter, so the
 * statement has one text whatever the batch's size and can be prepared (`.prepare(name)`, executed with
 * `{ ids }`): drizzle builds its SQL once, and PostgreSQL parses and plans it once per connection.
 */
export const idIsAnyOf = (column: AnyPgColumn) => sql`${column} = any(${sql.placeholder('ids')}::uuid[])`;

/**
 * Rows by id kept in memory `keepMs` after they were read, for rows many requests read at once and that change
 * seldom (the video of a popular match: every viewer's media question reads it). `forget(id)` drops one when an
 * event says it changed, on every instance; a read under way when a row is forgotten is answered but not kept
 * (it may have read what the change undid). A missing row is not kept.
 */
export function keptById<R>(find: (id: string) => Promise<R | undefined>, { keepMs, now = Date.now, maxRows = 10_000 }: { keepMs: number; now?: () => number; maxRows?: number }) {
  const kept = new Map<string, { row: R; until: number }>();
  let forgets = 0;
  return {
    async findById(id: string): Promise<R | undefined> {
      const hit = kept.get(id);
      if (hit && hit.until > now()) return hit.row;
      const seen = forgets;
      const row = await find(id);
      if (row !== undefined && seen === forgets) {
        if (kept.size >= maxRows) kept.clear();
        kept.set(id, { row, until: now() + keepMs });
      }
      return row;
    },
    forget(id: string): void {
      forgets += 1;
      kept.delete(id);
    },
  };
}
