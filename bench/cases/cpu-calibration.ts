import type { Browser } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from '../load.js';

/**
 * The phone class the phone profile stands for, by Lighthouse's BenchmarkIndex: Chrome DevTools' own calibration
 * targets a low-tier phone (a Moto G Power 2022) at 264, and Lighthouse's default mobile run names the same phone.
 * Kora's viewers' phones are of that class or below.
 */
export const PHONE_CLASS = { name: 'Moto G Power 2022 class', benchmarkIndex: 264 } as const;

/** The host's BenchmarkIndex and the CPU slowdown that brings it to {@link PHONE_CLASS}. */
export interface CpuCalibration {
  hostIndex: number;
  slowdown: number;
}

let calibration: Promise<CpuCalibration> | undefined;

/**
 * Measures the host as Lighthouse does (its computeBenchmarkIndex, in this Chromium, unthrottled, median of 3 after a
 * warm-up) and divides by the phone class: a figure taken on a slow host and one taken on a fast host then both say
 * how the page runs on that phone, where a fixed "4× slower" says how it runs on a quarter of whatever host ran it.
 * `BENCH_CPU_SLOWDOWN` forces a rate (4 reproduces the figures published before calibration). Once per process.
 */
export function calibrateCpu(browser: Browser): Promise<CpuCalibration> {
  calibration ??= (async () => {
    const page = await browser.newPage();
    try {
      const run = () => page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`) as Promise<number>;
      await run();
      const hostIndex = median([await run(), await run(), await run()]);
      const forced = Number(process.env.BENCH_CPU_SLOWDOWN);
      const slowdown = forced > 0 ? forced : Math.max(1, Math.round((hostIndex / PHONE_CLASS.benchmarkIndex) * 10) / 10);
      return { hostIndex: Math.round(hostIndex), slowdown };
    } finally {
      await page.close();
    }
  })();
  return calibration;
}

/** What a figure was measured on, printed beside it. */
export function calibrationLabel({ hostIndex, slowdown }: CpuCalibration): string {
  return `CPU ${slowdown}× slower (host BenchmarkIndex ${hostIndex} → about ${Math.round(hostIndex / slowdown)}, a ${PHONE_CLASS.name} phone at ${PHONE_CLASS.benchmarkIndex})`;
}
