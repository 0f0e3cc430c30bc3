import { CronExpressionParser } from 'cron-parser';

/** The longest a timer waits before looking at the clock again (a timer overflows past 24.8 days; a clock may jump). */
const LONGEST_WAIT_MS = 6 * 60 * 60 * 1000;

/** The next time `cron` (five fields, UTC) falls after `from`; throws, naming BACKUP_CRON, when it is not a cron expression. */
export function nextBackupAt(cron: string, from: Date): Date {
  try {
    return CronExpressionParser.parse(cron, { currentDate: from, tz: 'UTC' }).next().toDate();
  } catch {
    throw new Error(`BACKUP_CRON : « ${cron} » n’est pas une expression cron (cinq champs, heure UTC ; chaque nuit à 3 h : 0 3 * * *)`);
  }
}

/** Calls `then` after `ms` (a process's timer, which does not keep it alive); answers how to cancel. */
export type Wait = (then: () => void, ms: number) => () => void;
const processTimer: Wait = (then, ms) => {
  const timer = setTimeout(then, ms).unref();
  return () => clearTimeout(timer);
};

interface Schedule {
  cron: string;
  /** Takes one backup (and prunes the old ones). */
  run: () => Promise<void>;
  log: (line: string) => void;
  now?: () => Date;
  wait?: Wait;
}

/**
 * Runs `run` at every time `cron` names, one at a time (a backup still running when the next time comes is not
 * doubled: the next one is planned from its end). A failed backup is said and the schedule goes on.
 */
export function scheduleBackups({ cron, run, log, now = () => new Date(), wait = processTimer }: Schedule): { stop(): void } {
  let cancel = () => {};
  let stopped = false;
  const arm = (due: Date) => {
    if (stopped) return;
    cancel = wait(() => {
      if (now() < due) return arm(due);
      void run()
        .catch((error: unknown) => log(`Sauvegarde planifiée échouée : ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => arm(nextBackupAt(cron, now())));
    }, Math.min(Math.max(0, due.getTime() - now().getTime()), LONGEST_WAIT_MS));
  };
  arm(nextBackupAt(cron, now()));
  return {
    stop() {
      stopped = true;
      cancel();
    },
  };
}
