import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { median } from '../load.js';

export interface LighthouseScores {
  page: string;
  performance: number;
  accessibility: number;
  /** Accessibility audits that failed: id and title, with how many elements. */
  findings: string[];
  /** The performance run's main figures (ms). */
  metrics: string;
  /** Every run's performance score, when there were several (the median is `performance`). */
  runs?: number[];
  /** Why runs failed (they count as 0). */
  failures?: string[];
}

export const LIGHTHOUSE_TARGETS = { performance: 90, accessibility: 95 } as const;

/**
 * Lighthouse's mobile run (a Moto G Power's screen, simulated slow 4G, the CPU calibrated to the host) on Debian's
 * Chromium, headless, one page at a time, each in a fresh Chromium (cold cache). Signed-in pages
 * get the session cookie through extraHeaders. No --disable-gpu: with it Chromium 156 headless never
 * reports a first contentful paint (NO_FCP).
 */
async function audit(url: string, cpuSlowdown: number, cookie?: string): Promise<Omit<LighthouseScores, 'page'>> {
  // French, as the phone profile's pages: `--lang` alone left headless Chromium's navigator.languages English, and the
  // pages then downloaded the English texts (about 57 KB more on home, 20 more files on the landing page).
  const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--lang=fr-FR', '--accept-lang=fr-FR'] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // The machine is shared: give a slow first paint time rather than fail the run.
      maxWaitForFcp: 60_000,
      maxWaitForLoad: 90_000,
      // Its slow 4G, with the CPU slowed to the phone class the reach figures use (cpu-calibration.ts), not a fixed 4×.
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
      ...(cookie ? { extraHeaders: { cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const findings = (categories.accessibility?.auditRefs ?? [])
      .map((ref) => audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
      .map((a) => {
        const items = (a?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
        return `${a?.id} (${a?.title}${items ? `, ${items} element${items > 1 ? 's' : ''}` : ''})`;
      });
    const ms = (id: string) => `${id.replace(/-/g, ' ')} ${Math.round(audits[id]?.numericValue ?? Number.NaN)}`;
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      findings,
      metrics: `${['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index'].map(ms).join(', ')} ms`,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * The landing page (signed out), home and a video page (signed in), each audited `runs` times
 * (BENCH_LIGHTHOUSE_RUNS, default 3): Lighthouse's scores move from run to run with the machine's load
 * (its own guidance is to take the median of several); the median run is kept, every score printed.
 */
export async function lighthouseRuns(
  origin: string,
  cookie: string,
  videoId: string,
  cpuSlowdown: number,
  runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
): Promise<LighthouseScores[]> {
  const pages: [string, string, string | undefined][] = [
    ['landing (signed out)', '/', undefined],
    ['home (signed in)', '/', cookie],
    ['video page (signed in)', `/video/${videoId}`, cookie],
  ];
  const scores: LighthouseScores[] = [];
  for (const [page, path, withCookie] of pages) {
    const audits: Omit<LighthouseScores, 'page'>[] = [];
    for (let i = 0; i < runs; i++) {
      // A failed run is reported as such (scores 0 and the reason), the other runs and pages are still measured.
      audits.push(await audit(`${origin}${path}`, cpuSlowdown, withCookie).catch((err: unknown) => ({ performance: 0, accessibility: 0, findings: [], metrics: `run failed: ${(err as Error).message}` })));
    }
    const failures = audits.filter((a) => a.metrics.startsWith('run failed')).map((a) => a.metrics);
    // The median of the runs that measured something (a run Lighthouse could not record, NO_NAVSTART say, is told
    // apart); every run counts 0 when none did.
    const measured = audits.filter((a) => !a.metrics.startsWith('run failed'));
    const kept = measured.length > 0 ? measured : audits;
    const middle = kept.find((a) => a.performance === median(kept.map((x) => x.performance))) as Omit<LighthouseScores, 'page'>;
    scores.push({ page, ...middle, accessibility: median(kept.map((a) => a.accessibility)), runs: audits.map((a) => a.performance), failures });
  }
  return scores;
}

/** Prints each page's scores against the targets; true when all meet them. */
export function reportLighthouse(scores: LighthouseScores[]): boolean {
  let ok = true;
  console.log(`\nLighthouse mobile (performance target ≥ ${LIGHTHOUSE_TARGETS.performance}, accessibility ≥ ${LIGHTHOUSE_TARGETS.accessibility})`);
  for (const s of scores) {
    const pass = s.performance >= LIGHTHOUSE_TARGETS.performance && s.accessibility >= LIGHTHOUSE_TARGETS.accessibility;
    ok &&= pass;
    const runs = s.runs && s.runs.length > 1 ? ` (median of ${s.runs.length} runs: ${s.runs.join(', ')})` : '';
    console.log(`  ${s.page}: performance ${s.performance}${runs}, accessibility ${s.accessibility} ${pass ? 'OK' : 'BELOW TARGET'}; ${s.metrics}`);
    for (const f of s.findings) console.log(`    accessibility: ${f}`);
    for (const f of s.failures ?? []) console.log(`    a run that failed (0 in the list, left out of the median): ${f}`);
  }
  return ok;
}
