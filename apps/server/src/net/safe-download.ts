import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { lookup as dnsLookup, promises as dnsPromises, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { isPublicAddress } from './address-policy.js';
import { downloadTexts } from './download-texts.js';

export type DownloadFailure = 'bad_url' | 'forbidden_address' | 'too_large' | 'too_slow' | 'http_error' | 'too_many_redirects' | 'network';

/** Why a download was refused, with a French message for people. */
export class DownloadError extends Error {
  override readonly name = 'DownloadError';
  constructor(readonly reason: DownloadFailure, message: string) {
    super(message);
  }
}

export interface DownloadPolicy {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /** Which resolved addresses may be connected to; public unicast only, unless a test says otherwise. */
  isAllowedAddress: (ip: string) => boolean;
}

/** Public unicast addresses, plus the ones the operator lists (FETCH_ALLOW_ADDRESSES), exactly as written. */
export const defaultDownloadPolicy = (maxBytes: number, alsoAllowed: readonly string[] = []): DownloadPolicy => ({
  maxBytes,
  timeoutMs: 10 * 60_000,
  maxRedirects: 5,
  isAllowedAddress: (ip) => isPublicAddress(ip) || alsoAllowed.includes(ip),
});

/** The refusal of `reason`, with its French message. */
export const downloadError = (reason: DownloadFailure) => new DownloadError(reason, downloadTexts[reason]);
const fail = downloadError;

/** A URL a fetch may start from: http(s), no credentials. */
export function parsePublicUrl(raw: string): URL {
  if (!URL.canParse(raw)) throw fail('bad_url');
  const url = new URL(raw);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) throw fail('bad_url');
  return url;
}

/**
 * Checks a URL before any download is queued: syntax, scheme, and every address its host
 * resolves to now. The download checks again at connection time (DNS may change in between).
 */
export async function assertFetchable(raw: string, policy: DownloadPolicy): Promise<URL> {
  const url = parsePublicUrl(raw);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : await dnsPromises.lookup(host, { all: true }).then((list) => list.map((a) => a.address), () => {
    throw fail('network');
  });
  if (addresses.length === 0 || !addresses.every((a) => policy.isAllowedAddress(a))) throw fail('forbidden_address');
  return url;
}

/**
 * Resolves like the system does, then refuses the connection unless every address is allowed.
 * The check is on the address actually connected to, so DNS rebinding cannot slip through.
 */
function guardedLookup(policy: DownloadPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as LookupAddress[];
      if (list.length === 0 || !list.every((a) => policy.isAllowedAddress(a.address))) {
        return callback(Object.assign(fail('forbidden_address'), { code: 'EFORBIDDEN' }), '', 0);
      }
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      const first = list[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

/** What a request sends beyond the URL: the method (GET by default) and extra headers (a Range, say). */
export interface SafeRequestInit {
  method?: 'GET' | 'HEAD' | 'POST';
  headers?: Record<string, string>;
  /** What a POST sends (a Web Push message). */
  body?: Buffer;
}

function send(url: URL, policy: DownloadPolicy, signal: AbortSignal, { method = 'GET', headers = {}, body }: SafeRequestInit): Promise<http.IncomingMessage> {
  // Node does not call `lookup` for a host that is already an address: check literals here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !policy.isAllowedAddress(literal)) return Promise.reject(fail('forbidden_address'));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, { method, lookup: guardedLookup(policy), signal, headers: { 'user-agent': 'Kora/1.0 (+import de vidéo)', ...headers } }, resolve);
    req.on('error', (err) => reject(err instanceof DownloadError ? err : signal.aborted ? fail('too_slow') : (err as { code?: string }).code === 'EFORBIDDEN' ? fail('forbidden_address') : fail('network')));
    req.end(body);
  });
}

/**
 * Requests a public http(s) URL under the policy, following redirects: every hop's URL and the
 * addresses actually connected to are checked again. Resolves with the first answer that is not a
 * redirect (any status; the caller reads or discards its body) and the URL that gave it.
 */
export async function safeRequest(raw: string, policy: DownloadPolicy, signal: AbortSignal, init: SafeRequestInit = {}): Promise<{ res: http.IncomingMessage; url: URL }> {
  let url = parsePublicUrl(raw);
  for (let hop = 0; ; hop += 1) {
    const res = await send(url, policy, signal, init);
    const status = res.statusCode ?? 0;
    if (!(status >= 300 && status < 400 && res.headers.location)) return { res, url };
    res.resume();
    if (hop >= policy.maxRedirects) throw fail('too_many_redirects');
    url = parsePublicUrl(new URL(res.headers.location, url).toString());
  }
}

/**
 * Downloads a public http(s) URL into a file: every hop of redirection re-checked, the
 * resolved addresses checked at connection time, the size and the time capped. A failed or
 * refused download leaves no file.
 */
export async function downloadToFile(raw: string, dest: string, policy: DownloadPolicy): Promise<{ bytes: number }> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  try {
    const { res } = await safeRequest(raw, policy, signal);
    const status = res.statusCode ?? 0;
    if (status !== 200) {
      res.resume();
      throw fail('http_error');
    }
    if (Number(res.headers['content-length'] ?? 0) > policy.maxBytes) {
      res.destroy();
      throw fail('too_large');
    }
    let bytes = 0;
    const cap = new Transform({
      transform(chunk: Buffer, _enc, done) {
        bytes += chunk.length;
        done(bytes > policy.maxBytes ? fail('too_large') : null, chunk);
      },
    });
    await pipeline(res, cap, createWriteStream(dest), { signal }).catch((err: unknown) => {
      throw err instanceof DownloadError ? err : signal.aborted ? fail('too_slow') : fail('network');
    });
    return { bytes };
  } catch (err) {
    await fs.rm(dest, { force: true });
    throw err;
  }
}
