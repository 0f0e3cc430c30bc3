import { describe, expect, it } from 'vitest';
import { nextBackupAt, scheduleBackups, type Wait } from './backup-schedule.js';

/** A clock the test moves: timers fire, in order, as it passes their time (each one's work awaited). */
function testTime(start: string) {
  let now = new Date(start).getTime();
  const timers = new Set<{ at: number; then: () => void }>();
  const wait: Wait = (then, ms) => {
    const timer = { at: now + ms, then };
    timers.add(timer);
    return () => timers.delete(timer);
  };
  return {
    now: () => new Date(now),
    wait,
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const next = [...timers].sort((a, b) => a.at - b.at)[0];
        if (!next || next.at > end) break;
        timers.delete(next);
        now = next.at;
        next.then();
        // Lets the backup's promise settle and the next timer be armed.
        for (let i = 0; i < 10; i += 1) await Promise.resolve();
      }
      now = end;
    },
  };
}

describe('scheduled backups (BACKUP_CRON)', () => {
  it('reads a five-field cron in UTC, and names BACKUP_CRON when it is not one', () => {
    expect(nextBackupAt('0 3 * * *', new Date('2026-11-29T18:00:00Z')).toISOString()).toBe('2026-11-30T03:00:00.000Z');
    expect(nextBackupAt('*/15 * * * *', new Date('2026-11-29T18:01:00Z')).toISOString()).toBe('2026-11-29T18:15:00.000Z');
    expect(() => nextBackupAt('chaque nuit', new Date())).toThrow(/^BACKUP_CRON : « chaque nuit » n’est pas une expression cron/);
  });

  it('runs at each time named, goes on after a failure, and stops', async () => {
    const time = testTime('2026-11-29T02:59:00Z');
    const runs: string[] = [];
    const lines: string[] = [];
    let fail = true;
    const schedule = scheduleBackups({
      cron: '0 3 * * *',
      now: time.now,
      wait: time.wait,
      log: (line) => lines.push(line),
      run: async () => {
        runs.push(time.now().toISOString());
        if (fail) {
          fail = false;
          throw new Error('disque plein');
        }
      },
    });
    await time.advance(59_000);
    expect(runs).toEqual([]);
    await time.advance(1_000);
    expect(runs).toEqual(['2026-11-29T03:00:00.000Z']);
    expect(lines).toEqual(['Sauvegarde planifiée échouée : disque plein']);
    // A day later (the timer looks at the clock every 6 h on the way), the next night's.
    await time.advance(24 * 3600_000);
    expect(runs).toEqual(['2026-11-29T03:00:00.000Z', '2026-11-30T03:00:00.000Z']);
    schedule.stop();
    await time.advance(48 * 3600_000);
    expect(runs).toHaveLength(2);
  });
});
