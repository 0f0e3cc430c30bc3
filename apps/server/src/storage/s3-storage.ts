import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectsCommand, GetObjectCommand, NoSuchKey, paginateListObjectsV2, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { StorageConfig } from '../config.js';
import { MASTER_FILES } from '../media/capped-masters.js';
import { forEachLimited } from './for-each-limited.js';
import { listFiles } from './list-files.js';
import { contentTypeOf, mediaKeySegments, MissingMediaObjectError } from './media-keys.js';
import type { MediaStorage } from './media-storage.js';

export type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>;

/** Files uploaded at once by commit: segments are small, so a few requests in flight fill the link. */
const UPLOAD_CONCURRENCY = 4;
/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;

/** Upload order of a staged file: media first, then rendition playlists, then the masters, so no playlist ever names a missing file. */
const uploadPhase = (relative: string) => (MASTER_FILES.includes(relative) ? 2 : relative.endsWith('.m3u8') ? 1 : 0);

/** A missing object (NoSuchKey, or a bare 404 as HEAD-like answers give), not a missing bucket. */
function isMissingObject(error: unknown): boolean {
  if (error instanceof NoSuchKey) return true;
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}

/**
 * Media in an S3-compatible bucket, keys used as object keys as they are. Transcodes and
 * downloads work in `scratchDir` (`staging/<prefix>` and `downloads/`), which should be on the
 * same disk as other work files and is never served.
 */
export function createS3Storage(config: S3StorageConfig, scratchDir: string): MediaStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const Bucket = config.bucket;
  const stagingRoot = path.join(scratchDir, 'staging');
  const downloadsDir = path.join(scratchDir, 'downloads');

  /** Streams a file into `key`; lib-storage switches to a multipart upload for big files. */
  async function uploadFile(key: string, file: string): Promise<void> {
    const upload = new Upload({ client, params: { Bucket, Key: key, Body: createReadStream(file), ContentType: contentTypeOf(key) } });
    await upload.done();
  }

  /** Every key under `prefix/`. */
  async function listKeys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: `${prefix}/` })) {
      for (const object of page.Contents ?? []) if (object.Key !== undefined) keys.push(object.Key);
    }
    return keys;
  }

  async function deleteKeys(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      const result = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
      const failed = result.Errors ?? [];
      if (failed.length > 0) throw new Error(`S3 refused to delete ${failed.length} object(s), first ${failed[0]?.Key}: ${failed[0]?.Code} ${failed[0]?.Message}`);
    }
  }

  const stagingDir = (prefix: string) => path.join(stagingRoot, ...mediaKeySegments(prefix));

  return {
    kind: 's3',

    stagingDir,

    async discardStaging(prefix) {
      await rm(stagingDir(prefix), { recursive: true, force: true });
    },

    async commit(prefix) {
      const dir = stagingDir(prefix);
      const files = await listFiles(dir);
      const keyOf = (relative: string) => {
        const key = `${prefix}/${relative}`;
        mediaKeySegments(key);
        return key;
      };
      const wanted = new Set(files.map(keyOf));
      // A retried transcode may lay out fewer files than the attempt it replaces.
      await deleteKeys((await listKeys(prefix)).filter((key) => !wanted.has(key)));
      for (const phase of [0, 1, 2]) {
        const batch = files.filter((relative) => uploadPhase(relative) === phase);
        await forEachLimited(batch, UPLOAD_CONCURRENCY, (relative) => uploadFile(keyOf(relative), path.join(dir, relative)));
      }
      await rm(dir, { recursive: true, force: true });
    },

    async putFile(key, localFile) {
      mediaKeySegments(key);
      await uploadFile(key, localFile);
      await unlink(localFile);
    },

    async localCopy(key) {
      const name = mediaKeySegments(key).at(-1);
      await mkdir(downloadsDir, { recursive: true });
      const file = path.join(downloadsDir, `${randomUUID()}-${name}`);
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(Body instanceof Readable)) throw new Error(`Unexpected S3 body for ${key}`);
        await pipeline(Body, createWriteStream(file));
      } catch (error) {
        await rm(file, { force: true });
        throw isMissingObject(error) ? new MissingMediaObjectError(key) : error;
      }
      return { file, release: () => rm(file, { force: true }) };
    },

    async read(key) {
      mediaKeySegments(key);
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!Body) return Buffer.alloc(0);
        const bytes = await Body.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        throw error;
      }
    },

    async removePrefix(prefix) {
      mediaKeySegments(prefix);
      await deleteKeys(await listKeys(prefix));
    },

    keys: listKeys,

    async close() {
      client.destroy();
    },
  };
}
