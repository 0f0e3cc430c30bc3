import { describe, expect, it } from 'vitest';
import { batchedById, batchReads, keptById } from './batch-reads.js';

describe('batchReads', () => {
  it('answers the reads of one turn with one query per maxKeys keys, each key asked once, a missing key undefined', async () => {
    const queries: number[][] = [];
    const read = batchReads(async (keys: number[]) => {
      queries.push(keys);
      return new Map(keys.filter((k) => k % 2 === 0).map((k) => [k, `v${k}`]));
    }, 4);
    const answers = await Promise.all([0, 1, 2, 2, 3, 4, 5, 6].map(read));
    expect(answers).toEqual(['v0', undefined, 'v2', 'v2', undefined, 'v4', undefined, 'v6']);
    expect(queries).toEqual([[0, 1, 2, 3], [4, 5, 6]]);
    // A later turn is a new query.
    expect(await read(8)).toBe('v8');
    expect(queries).toHaveLength(3);
  });

  it('fails every read of a batch whose query failed, and reads again afterwards', async () => {
    let fail = true;
    const read = batchReads(async (keys: string[]) => {
      if (fail) throw new Error('base indisponible');
      return new Map(keys.map((k) => [k, k.length]));
    });
    const results = await Promise.allSettled([read('a'), read('bb')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await read('ccc')).toBe(3);
  });

  it('reads rows by uuid in one query; an id that is not a uuid answers undefined and never reaches the query', async () => {
    const a = '0b7e6a3c-1f2d-4c5b-8a9e-0123456789ab';
    const b = '9f8e7d6c-5b4a-4392-8170-fedcba987654';
    const queries: string[][] = [];
    const findById = batchedById(async (ids: string[]) => {
      queries.push(ids);
      // As PostgreSQL would: a malformed uuid in the list fails the whole query.
      if (ids.some((id) => id.length !== 36)) throw new Error('invalid input syntax for type uuid');
      return ids.filter((id) => id === a).map((id) => ({ id, title: 'Match' }));
    });
    const answers = await Promise.all([findById(a), findById('pas-un-uuid'), findById(b), findById(a)]);
    expect(answers).toEqual([{ id: a, title: 'Match' }, undefined, undefined, { id: a, title: 'Match' }]);
    expect(queries).toEqual([[a, b]]);
    expect(await findById("'; drop table users; --")).toBeUndefined();
    expect(queries).toHaveLength(1);
  });
});

describe('keptById', () => {
  it('answers a row from memory until it is forgotten or its time is up; a missing row, or one read across a forget, is read again', async () => {
    let nowMs = 0;
    const reads: string[] = [];
    const rows = new Map([['a', { title: 'Match' }]]);
    const kept = keptById(async (id: string) => {
      reads.push(id);
      const row = rows.get(id);
      return row && { ...row };
    }, { keepMs: 10_000, now: () => nowMs });
    expect(await kept.findById('a')).toEqual({ title: 'Match' });
    rows.set('a', { title: 'Finale' });
    expect(await kept.findById('a')).toEqual({ title: 'Match' });
    expect(await kept.findById('b')).toBeUndefined();
    expect(await kept.findById('b')).toBeUndefined();
    expect(reads).toEqual(['a', 'b', 'b']);
    kept.forget('a');
    expect(await kept.findById('a')).toEqual({ title: 'Finale' });
    nowMs = 10_001;
    rows.set('a', { title: 'Demi-finale' });
    expect(await kept.findById('a')).toEqual({ title: 'Demi-finale' });
    expect(reads).toEqual(['a', 'b', 'b', 'a', 'a']);
  });

  it('does not keep what a read under way when the row was forgotten answered', async () => {
    const rows = new Map([['a', 'avant']]);
    let release: () => void = () => undefined;
    let slow = true;
    const kept = keptById(async (id: string) => {
      const row = rows.get(id);
      if (slow) await new Promise<void>((resolve) => (release = resolve));
      return row;
    }, { keepMs: 10_000 });
    const reading = kept.findById('a');
    rows.set('a', 'après');
    kept.forget('a');
    release();
    expect(await reading).toBe('avant');
    slow = false;
    expect(await kept.findById('a')).toBe('après');
  });
});
