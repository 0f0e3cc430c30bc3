import { apiPaths, pathTo } from '@kora/shared';

/**
 * How fast this device can send, for /test-live's recommendation: a real upload, timed — a small
 * POST first (the round trip), then a larger one sized to the link, to the server's upload check
 * (POST /api/live-streams/upload-test counts the bytes and drops them). When that cannot run
 * (offline, refused), the browser's own description of the link (Network Information API) gives
 * a conservative guess: mobile links send about a third of what they receive.
 */
export interface UploadSpeed {
  kbps: number;
  /** 'estimate': guessed from the link's description, not measured. */
  method: 'estimate' | 'measured';
}

interface NetworkInformationLike {
  downlink?: number;
  effectiveType?: string;
}

/** Typical upload of each effective connection type, kbit/s (slow-2g … 4g). */
const UPLOAD_BY_TYPE: Record<string, number> = { 'slow-2g': 30, '2g': 150, '3g': 600, '4g': 3000 };

/** The guess for a link description: a third of the downlink, capped by the link type's typical upload. */
export function estimateUploadKbps(connection: NetworkInformationLike | undefined): number | null {
  if (!connection) return null;
  const byType = connection.effectiveType ? UPLOAD_BY_TYPE[connection.effectiveType] : undefined;
  const byDownlink = connection.downlink && connection.downlink > 0 ? (connection.downlink * 1000) / 3 : undefined;
  if (byType === undefined && byDownlink === undefined) return null;
  return Math.round(Math.min(byType ?? Infinity, byDownlink ?? Infinity));
}

/** Bytes of the timed upload: enough to fill a slow link for a few seconds, small enough for a metered one. */
const PROBE_BYTES = 32 * 1024;
const MEASURE_BYTES = 384 * 1024;
const TIMEOUT_MS = 15_000;

/** Milliseconds one POST of `bytes` takes, or null when it fails. */
async function timedUpload(bytes: number, signal: AbortSignal): Promise<number | null> {
  // Random bytes: a proxy compressing the body would otherwise flatter the link.
  const body = new Uint8Array(bytes);
  for (let offset = 0; offset < bytes; offset += 65_536) crypto.getRandomValues(body.subarray(offset, Math.min(bytes, offset + 65_536)));
  const started = performance.now();
  const res = await fetch(pathTo(apiPaths.liveUploadTest), { method: 'POST', body, credentials: 'same-origin', headers: { 'content-type': 'application/octet-stream' }, signal }).catch(() => null);
  return res?.ok ? performance.now() - started : null;
}

/** The measured upload in kbit/s: the larger POST's time less the small one's (what latency costs both). */
export function uploadKbps(probeMs: number, measureMs: number): number {
  const sendingMs = Math.max(measureMs - probeMs, measureMs * 0.2, 1);
  return Math.round(((MEASURE_BYTES - PROBE_BYTES) * 8) / sendingMs);
}

export async function measureUploadSpeed(): Promise<UploadSpeed | null> {
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  const probeMs = await timedUpload(PROBE_BYTES, signal);
  const measureMs = probeMs === null ? null : await timedUpload(MEASURE_BYTES, signal);
  if (probeMs !== null && measureMs !== null) return { kbps: uploadKbps(probeMs, measureMs), method: 'measured' };
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  const kbps = estimateUploadKbps(connection);
  return kbps === null ? null : { kbps, method: 'estimate' };
}
