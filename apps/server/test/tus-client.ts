import http from 'node:http';
import { apiPaths } from '@kora/shared';

/**
 * A minimal tus 1.0.0 client over node:http, for tests that need to control the connection
 * itself (cut a PATCH halfway). The page uses tus-js-client; the protocol is the same.
 */
export interface TusReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const encodeMetadata = (metadata: Record<string, string>) =>
  Object.entries(metadata)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

function send(url: string, method: string, headers: Record<string, string | number>, body?: Buffer, cutAfter?: number): Promise<TusReply> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: { 'tus-resumable': '1.0.0', ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', (err) => (cutAfter === undefined ? reject(err) : resolve({ status: 0, headers: {}, body: String(err) })));
    if (!body) return void req.end();
    if (cutAfter === undefined) return void req.end(body);
    // Sends the first bytes, lets them reach the server, then drops the connection mid-body.
    req.write(body.subarray(0, cutAfter), () => setTimeout(() => req.destroy(), 300));
  });
}

export function tusClient(baseUrl: string, cookie: string) {
  const auth = { cookie: `kora_sid=${cookie}` };
  return {
    create: (length: number, metadata: Record<string, string>) =>
      send(`${baseUrl}${apiPaths.resumableUploads}`, 'POST', { ...auth, 'upload-length': length, 'upload-metadata': encodeMetadata(metadata) }),
    offset: async (location: string) => {
      const res = await send(`${baseUrl}${location}`, 'HEAD', auth);
      return { status: res.status, offset: Number(res.headers['upload-offset']) };
    },
    patch: (location: string, offset: number, data: Buffer, cutAfter?: number) =>
      send(`${baseUrl}${location}`, 'PATCH', { ...auth, 'upload-offset': offset, 'content-type': 'application/offset+octet-stream', 'content-length': data.length }, data, cutAfter),
    terminate: (location: string) => send(`${baseUrl}${location}`, 'DELETE', auth),
  };
}

/**
 * Sends `data` to the upload at `location` up to byte `upto`, `chunk` bytes per PATCH, as tus-js-client does
 * through a failure: a PATCH that fails (no answer, a 5xx, an offset the server does not have) is followed by a
 * HEAD for the offset the server kept, and the upload goes on from there. Answers the last PATCH's reply and how
 * many times it had to ask again.
 */
export async function sendResuming(client: ReturnType<typeof tusClient>, location: string, data: Buffer, { upto = data.length, chunk = 64 * 1024, attempts = 50 } = {}) {
  let offset = (await client.offset(location)).offset;
  let [resumed, last] = [0, undefined as TusReply | undefined];
  while (offset < upto) {
    if (resumed > attempts) throw new Error(`upload stuck at ${offset} after ${resumed} resumptions`);
    last = await client.patch(location, offset, data.subarray(offset, Math.min(offset + chunk, upto))).catch(() => undefined);
    if (last && (last.status === 204 || last.status === 201)) {
      offset = Number(last.headers['upload-offset'] ?? upto);
      continue;
    }
    resumed += 1;
    const kept = await client.offset(location).catch(() => undefined);
    if (kept?.status === 200) offset = kept.offset;
  }
  return { last, resumed };
}
