import type { Browser, CDPSession, Page } from 'playwright-core';
import { calibrateCpu, calibrationLabel, type CpuCalibration } from './cpu-calibration.js';

/**
 * The phone the reach figures target: a cheap Android on a slow 3G link. Chromium's own "Slow 3G" latency with
 * 700 kbit/s each way, the CPU slowed to a low-tier phone's speed whatever the host (cpu-calibration.ts), a 360×740
 * touch screen at 2 device pixels per CSS pixel.
 */
export const PHONE = {
  latencyMs: 300,
  downloadBitsPerSecond: 700_000,
  uploadBitsPerSecond: 700_000,
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
} as const;

export const phoneLabel = (cpu: CpuCalibration) =>
  `${PHONE.latencyMs} ms, ${PHONE.downloadBitsPerSecond / 1000} kbit/s each way, ${calibrationLabel(cpu)}, ${PHONE.viewport.width}×${PHONE.viewport.height} touch, cold cache`;

export interface PhonePage {
  page: Page;
  /** Puts the phone on its slow link and slow CPU (at once unless opened with `fastFirst`). */
  throttle(): Promise<void>;
  /** Bytes received from the network so far (encoded: headers and bodies as they crossed the link). */
  bytesReceived(): number;
  close(): Promise<void>;
}

/**
 * A fresh context (cold HTTP cache, no service worker) on the phone profile, signed in with
 * `cookie` when given, with `localStorage` entries set before the app's first script runs.
 * The throttling is applied through the DevTools protocol before the first navigation, or when asked (`fastFirst`:
 * the phone is on a fast link until `throttle()`).
 */
export async function openPhone(
  browser: Browser,
  origin: string,
  options: { cookie?: string; localStorage?: Record<string, string>; fastFirst?: boolean } = {},
): Promise<PhonePage> {
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  if (options.cookie) {
    const [name, ...value] = options.cookie.split('=');
    await context.addCookies([{ name: name as string, value: value.join('='), url: origin }]);
  }
  if (options.localStorage) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, options.localStorage);
  }
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  let bytes = 0;
  cdp.on('Network.dataReceived', (e: { encodedDataLength: number }) => (bytes += e.encodedDataLength));
  // Headers (and bodies Chromium did not report chunk by chunk) come with the end of each response.
  const streamed = new Map<string, number>();
  cdp.on('Network.dataReceived', (e: { requestId: string; encodedDataLength: number }) => streamed.set(e.requestId, (streamed.get(e.requestId) ?? 0) + e.encodedDataLength));
  cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => (bytes += Math.max(0, e.encodedDataLength - (streamed.get(e.requestId) ?? 0))));
  await cdp.send('Network.enable');
  const throttle = async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBitsPerSecond / 8,
      uploadThroughput: PHONE.uploadBitsPerSecond / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: (await calibrateCpu(browser)).slowdown });
  };
  if (!options.fastFirst) await throttle();
  return { page, throttle, bytesReceived: () => bytes, close: () => context.close() };
}
