import { describe, expect, it } from 'vitest';
import { batchReads } from './batch-reads.js';

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
});
