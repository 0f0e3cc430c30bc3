/**
 * How fast this device can send, for /test-live's recommendation. One module, swapped whole when
 * the server offers an upload test (asked for: POST /api/live-streams/upload-test, which would
 * read a few hundred kilobytes and answer; then this measures a real upload with fetch).
 *
 * Until then it reads the browser's own estimate of the link (Network Information API, Chrome on
 * Android and desktop): a downlink figure, from which the upload is guessed conservatively (mobile
 * links send about a third of what they receive). Null when the browser says nothing.
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

export async function measureUploadSpeed(): Promise<UploadSpeed | null> {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  const kbps = estimateUploadKbps(connection);
  return kbps === null ? null : { kbps, method: 'estimate' };
}
