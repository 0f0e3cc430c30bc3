/**
 * What a page's main thread does while it opens, unthrottled, on a phone-sized screen: the work by kind (script,
 * style, layout, paint) and the tasks over 50 ms (their time beyond 50 ms is what Lighthouse's total blocking time
 * adds up, here before any CPU slowdown). Printed beside the reach figures to find what blocks a cheap phone; a
 * figure of the host as much as of the page, never a target.
 */
import type { Browser } from 'playwright-core';
import { median } from '../load.js';
import { openPhone } from './phone.js';

/** One trace event as Chromium's tracing reports it (complete events: `ph` X with a duration in µs). */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/** Milliseconds of main-thread work by kind, and the long tasks. */
export interface MainThreadWork {
  tasks: number;
  script: number;
  style: number;
  layout: number;
  paint: number;
  longTasks: number;
  /** Sum over the tasks longer than 50 ms of their time beyond 50 ms. */
  blocking: number;
}

const KINDS = { script: ['FunctionCall', 'EvaluateScript', 'v8.evaluateModule', 'TimerFire'], style: ['UpdateLayoutTree'], layout: ['Layout'], paint: ['Paint'] } as const;

/** The renderer main thread of the page: the CrRendererMain with the most task time. */
function mainThread(events: readonly TraceEvent[]): TraceEvent[] {
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.ph !== 'X') continue;
    const key = `${e.pid}:${e.tid}`;
    const list = byThread.get(key) ?? [];
    if (list.length === 0) byThread.set(key, list);
    list.push(e);
  }
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => byThread.get(`${e.pid}:${e.tid}`) ?? []);
  const busy = (list: TraceEvent[]) => list.filter((e) => e.name === 'RunTask').reduce((a, e) => a + (e.dur ?? 0), 0);
  return mains.sort((a, b) => busy(b) - busy(a))[0] ?? [];
}

/** Work of one thread's events, in ms (a kind's events nested in one another, such as a timer calling a function, counted once each). */
export function workOf(events: readonly TraceEvent[]): MainThreadWork {
  const ms = (list: readonly TraceEvent[]) => list.reduce((a, e) => a + (e.dur ?? 0), 0) / 1000;
  const outermost = (names: readonly string[]) => {
    const of = events.filter((e) => names.includes(e.name)).sort((a, b) => a.ts - b.ts);
    let end = -1;
    return of.filter((e) => {
      if (e.ts < end) return false;
      end = e.ts + (e.dur ?? 0);
      return true;
    });
  };
  const tasks = events.filter((e) => e.name === 'RunTask');
  const long = tasks.map((e) => (e.dur ?? 0) / 1000).filter((d) => d > 50);
  return {
    tasks: ms(tasks),
    script: ms(outermost(KINDS.script)),
    style: ms(outermost(KINDS.style)),
    layout: ms(outermost(KINDS.layout)),
    paint: ms(outermost(KINDS.paint)),
    longTasks: long.length,
    blocking: long.reduce((a, d) => a + d - 50, 0),
  };
}

/** Opens `path` `runs` times in a fresh phone-sized context (signed in with `cookie`), traced until the network is quiet; the median of each kind. */
export async function mainThreadWork(browser: Browser, origin: string, path: string, cookie: string, runs = 3): Promise<MainThreadWork> {
  const each: MainThreadWork[] = [];
  for (let i = 0; i < runs; i++) {
    // Unthrottled (fastFirst: the phone's link and CPU apply only when asked, and never are here).
    const phone = await openPhone(browser, origin, { cookie, fastFirst: true });
    try {
      const { page } = phone;
      const cdp = await page.context().newCDPSession(page);
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', (e) => void events.push(...(e.value as unknown as TraceEvent[])));
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
      await cdp.send('Tracing.end');
      await complete;
      each.push(workOf(mainThread(events)));
    } finally {
      await phone.close();
    }
  }
  const of = (key: keyof MainThreadWork) => median(each.map((w) => w[key]));
  return { tasks: of('tasks'), script: of('script'), style: of('style'), layout: of('layout'), paint: of('paint'), longTasks: of('longTasks'), blocking: of('blocking') };
}

export const mainThreadLabel = (w: MainThreadWork) =>
  `tasks ${w.tasks.toFixed(0)} ms (script ${w.script.toFixed(0)}, style ${w.style.toFixed(0)}, layout ${w.layout.toFixed(0)}, paint ${w.paint.toFixed(0)}); `
  + `${w.longTasks} task(s) over 50 ms, ${w.blocking.toFixed(0)} ms beyond`;
