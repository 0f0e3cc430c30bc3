import type http from 'node:http';
import { DownloadError, downloadError, type DownloadPolicy, safeRequest } from './safe-download.js';

/** What a URL answers, as far as a check needs it. */
export interface UrlProbe {
  status: number;
  /** The media type without its parameters, lower case ('image/png'), or null when none is declared. */
  contentType: string | null;
  /** The whole resource's size when the answer tells it (Content-Length, or the total of a Content-Range). */
  contentLength: number | null;
  /** The URL that answered, after redirects. */
  finalUrl: string;
  /** The first bytes, when asked for and the answer was a success. */
  firstBytes: Buffer | null;
}

/** A check waits this long at most, whatever a download may take. */
const PROBE_TIMEOUT_MS = 15_000;

const isOk = (status: number) => status >= 200 && status < 300;

function sizeOf(res: http.IncomingMessage): number | null {
  const total = /\/(\d+)\s*$/.exec(res.headers['content-range'] ?? '');
  if (total) return Number(total[1]);
  const length = res.headers['content-length'];
  return res.statusCode !== 206 && length && /^\d+$/.test(length) ? Number(length) : null;
}

async function readUpTo(res: http.IncomingMessage, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= max) break;
  }
  res.destroy();
  return Buffer.concat(chunks).subarray(0, max);
}

const describe = (res: http.IncomingMessage, url: URL, firstBytes: Buffer | null): UrlProbe => ({
  status: res.statusCode ?? 0,
  contentType: res.headers['content-type']?.split(';')[0]?.trim().toLowerCase() || null,
  contentLength: sizeOf(res),
  finalUrl: url.toString(),
  firstBytes,
});

/**
 * Asks a URL what it is without downloading it, under the same address policy as downloads (every
 * redirect and connected address checked again): a HEAD, then, when the HEAD is refused (some
 * servers answer 405, or 403 to a URL signed for GET) or `firstBytes` are wanted, a GET of the first
 * bytes only (Range). Network failures and refusals throw a DownloadError.
 */
export async function probeUrl(raw: string, policy: DownloadPolicy, { firstBytes = 0 }: { firstBytes?: number } = {}): Promise<UrlProbe> {
  const signal = AbortSignal.timeout(Math.min(policy.timeoutMs, PROBE_TIMEOUT_MS));
  try {
    if (firstBytes === 0) {
      const { res, url } = await safeRequest(raw, policy, signal, { method: 'HEAD' });
      res.resume();
      if (isOk(res.statusCode ?? 0)) return describe(res, url, null);
    }
    const wanted = Math.max(firstBytes, 1);
    const { res, url } = await safeRequest(raw, policy, signal, { headers: { range: `bytes=0-${wanted - 1}` } });
    if (!isOk(res.statusCode ?? 0)) {
      res.destroy();
      return describe(res, url, null);
    }
    return describe(res, url, await readUpTo(res, wanted));
  } catch (err) {
    if (err instanceof DownloadError) throw err;
    throw downloadError(signal.aborted ? 'too_slow' : 'network');
  }
}
