import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@kora/shared';
import type { Agent } from './agent.js';

/** A file as a browser's FormData sends it. */
export interface FormFile {
  data: Buffer;
  name: string;
  type: string;
}

/** A real multipart body, as a browser's FormData would send it (the file under `fileField`, `video` unless told). */
export async function multipartBody(fields: Record<string, string>, file?: FormFile, fileField = 'video'): Promise<{ body: Buffer; type: string }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append(fileField, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const request = new Request('http://kora.test/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type') as string };
}

/** POST /api/creator/upload-video as `agent` (multipart: the fields, rated 'tous' unless they say, and the file). */
export async function uploadForm(app: FastifyInstance, agent: Agent, fields: Record<string, string>, file?: FormFile) {
  const { body, type } = await multipartBody({ ageRating: 'tous', ...fields }, file);
  const res = await app.inject({ method: 'POST', url: apiPaths.creatorUpload, payload: body, headers: { 'content-type': type, cookie: `kora_sid=${agent.cookie()}` } });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}
