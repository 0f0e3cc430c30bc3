import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../../test/s3-server.js';
import { createMediaStorage, InvalidMediaKeyError, MissingMediaObjectError, type MediaStorage } from './index.js';

interface Harness {
  storage: MediaStorage;
  /** A folder of the test's own, for files handed to putFile. */
  work: string;
  /** Where the media live on disk (local) or the server (S3). */
  s3?: S3TestServer;
  root?: string;
}

async function tempDir(name: string): Promise<string> {
  return mkdtemp(path.join(tmpdir(), `kora-storage-${name}-`));
}

const backends: { name: 'local' | 's3'; start(work: string): Promise<Omit<Harness, 'work'>> }[] = [
  {
    name: 'local',
    async start(work) {
      const root = path.join(work, 'media');
      return { storage: createMediaStorage({ kind: 'local', root }, path.join(work, 'scratch')), root };
    },
  },
  {
    name: 's3',
    async start(work) {
      const s3 = await startS3Server();
      return { storage: createMediaStorage(s3.config, path.join(work, 'scratch')), s3 };
    },
  },
];

/** Fills stagingDir as the transcoder does: the folder is replaced whole by the new attempt. */
async function stage(storage: MediaStorage, prefix: string, files: Record<string, string>): Promise<void> {
  const dir = storage.stagingDir(prefix);
  await rm(dir, { recursive: true, force: true });
  for (const [relative, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
    await writeFile(path.join(dir, relative), text);
  }
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const newPrefix = () => `videos/${randomUUID()}/hls`;

const tree = {
  'master.m3u8': '#EXTM3U\n720p/index.m3u8\n',
  '720p/index.m3u8': '#EXTM3U\nseg_00000.ts\n',
  '720p/seg_00000.ts': 'segment 720p',
  '1080p/index.m3u8': '#EXTM3U\nseg_00000.ts\n',
  '1080p/seg_00000.ts': 'segment 1080p',
  'poster.jpg': 'poster',
  'preview/sprite.vtt': 'WEBVTT\n',
  'preview/empty.bin': '',
};

const badKeys = ['../outside', 'videos/../../outside', '/etc/passwd', 'videos//x', '', 'videos/', '.', 'videos\\x', 'videos/a b'];

describe.each(backends)('MediaStorage ($name)', ({ name, start }) => {
  const h = {} as Harness;

  beforeAll(async () => {
    h.work = await tempDir(name);
    Object.assign(h, await start(h.work));
  });

  afterAll(async () => {
    await h.storage?.close();
    await h.s3?.stop();
    await rm(h.work, { recursive: true, force: true });
  });

  it('publishes a staged tree with nested folders under its prefix', async () => {
    const prefix = newPrefix();
    await stage(h.storage, prefix, tree);
    await h.storage.commit(prefix);
    for (const [relative, text] of Object.entries(tree)) {
      expect((await h.storage.read(`${prefix}/${relative}`))?.toString(), relative).toBe(text);
    }
    // A folder is not an object.
    expect(await h.storage.read(`${prefix}/720p`)).toBeUndefined();
    await expect(h.storage.localCopy(prefix)).rejects.toThrow(MissingMediaObjectError);
  });

  it('replaces an earlier attempt, extra files included, on a second commit', async () => {
    const prefix = newPrefix();
    await stage(h.storage, prefix, tree);
    await h.storage.commit(prefix);
    await stage(h.storage, prefix, { 'master.m3u8': '#EXTM3U\n360p/index.m3u8\n', '360p/index.m3u8': '#EXTM3U\n' });
    await h.storage.commit(prefix);

    expect((await h.storage.read(`${prefix}/master.m3u8`))?.toString()).toBe('#EXTM3U\n360p/index.m3u8\n');
    expect((await h.storage.read(`${prefix}/360p/index.m3u8`))?.toString()).toBe('#EXTM3U\n');
    for (const relative of ['720p/index.m3u8', '720p/seg_00000.ts', '1080p/seg_00000.ts', 'poster.jpg', 'preview/sprite.vtt']) {
      expect(await h.storage.read(`${prefix}/${relative}`), relative).toBeUndefined();
    }
  });

  it('takes over a file with putFile and hands back the same bytes with localCopy', async () => {
    // Over 5 MiB: the S3 upload goes multipart.
    const bytes = randomBytes(6 * 1024 * 1024 + 123);
    const original = path.join(h.work, `${randomUUID()}.mp4`);
    await writeFile(original, bytes);
    const key = `videos/${randomUUID()}/source`;

    await h.storage.putFile(key, original);
    expect(existsSync(original)).toBe(false);

    const copy = await h.storage.localCopy(key);
    expect(sha256(await readFile(copy.file))).toBe(sha256(bytes));
    await copy.release();
    if (name === 's3') expect(existsSync(copy.file)).toBe(false);
    expect(sha256((await h.storage.read(key)) ?? Buffer.alloc(0))).toBe(sha256(bytes));
  });

  it('replaces an object put again under the same key', async () => {
    const key = `videos/${randomUUID()}/source`;
    for (const text of ['first', 'second']) {
      const file = path.join(h.work, randomUUID());
      await writeFile(file, text);
      await h.storage.putFile(key, file);
    }
    expect((await h.storage.read(key))?.toString()).toBe('second');
  });

  it('answers undefined for a missing key, and refuses a local copy of it', async () => {
    const key = `videos/${randomUUID()}/source`;
    expect(await h.storage.read(key)).toBeUndefined();
    expect(await h.storage.read(`videos/${randomUUID()}`)).toBeUndefined();
    await expect(h.storage.localCopy(key)).rejects.toThrow(MissingMediaObjectError);
  });

  it('removes everything under a prefix and nothing beside it', async () => {
    const id = randomUUID();
    const prefix = `videos/${id}`;
    await stage(h.storage, `${prefix}/hls`, tree);
    await h.storage.commit(`${prefix}/hls`);
    // A neighbour whose name starts with the same characters, and one beside it.
    await stage(h.storage, `videos/${id}x/hls`, { 'master.m3u8': 'other' });
    await h.storage.commit(`videos/${id}x/hls`);
    const source = path.join(h.work, randomUUID());
    await writeFile(source, 'source');
    await h.storage.putFile(`${prefix}/source`, source);

    await h.storage.removePrefix(prefix);

    expect(await h.storage.read(`${prefix}/source`)).toBeUndefined();
    for (const relative of Object.keys(tree)) expect(await h.storage.read(`${prefix}/hls/${relative}`), relative).toBeUndefined();
    expect((await h.storage.read(`videos/${id}x/hls/master.m3u8`))?.toString()).toBe('other');
    await h.storage.removePrefix(prefix);
  });

  it('lists every key under a prefix, nested ones included, and none beside it or under nothing', async () => {
    const id = randomUUID();
    await stage(h.storage, `videos/${id}/hls`, tree);
    await h.storage.commit(`videos/${id}/hls`);
    await stage(h.storage, `videos/${id}x/hls`, { 'master.m3u8': 'other' });
    await h.storage.commit(`videos/${id}x/hls`);
    expect((await h.storage.keys(`videos/${id}`)).sort()).toEqual(Object.keys(tree).map((relative) => `videos/${id}/hls/${relative}`).sort());
    expect(await h.storage.keys(`videos/${randomUUID()}`)).toEqual([]);
  });

  it.each(badKeys)('refuses the key %j in every method', async (key) => {
    const file = path.join(h.work, randomUUID());
    await writeFile(file, 'kept');
    expect(() => h.storage.stagingDir(key)).toThrow(InvalidMediaKeyError);
    await expect(h.storage.commit(key)).rejects.toThrow(InvalidMediaKeyError);
    await expect(h.storage.putFile(key, file)).rejects.toThrow(InvalidMediaKeyError);
    await expect(h.storage.localCopy(key)).rejects.toThrow(InvalidMediaKeyError);
    await expect(h.storage.read(key)).rejects.toThrow(InvalidMediaKeyError);
    await expect(h.storage.removePrefix(key)).rejects.toThrow(InvalidMediaKeyError);
    expect(await readFile(file, 'utf8')).toBe('kept');
  });

  if (name === 'local') {
    it('stages straight into the published folder', async () => {
      const prefix = newPrefix();
      expect(h.storage.stagingDir(prefix)).toBe(path.join(h.root ?? '', ...prefix.split('/')));
      await stage(h.storage, prefix, { 'master.m3u8': '#EXTM3U\n' });
      expect((await h.storage.read(`${prefix}/master.m3u8`))?.toString()).toBe('#EXTM3U\n');
      await h.storage.commit(prefix);
      expect((await h.storage.read(`${prefix}/master.m3u8`))?.toString()).toBe('#EXTM3U\n');
    });
  }

  if (name === 's3') {
    it('removes the scratch folder once committed', async () => {
      const prefix = newPrefix();
      await stage(h.storage, prefix, tree);
      const dir = h.storage.stagingDir(prefix);
      expect(dir.startsWith(path.join(h.work, 'scratch'))).toBe(true);
      await h.storage.commit(prefix);
      await expect(stat(dir)).rejects.toMatchObject({ code: 'ENOENT' });
    });

    it('uploads media first, then rendition playlists, then the master playlist', async () => {
      const prefix = newPrefix();
      await stage(h.storage, prefix, tree);
      const { writtenKeys } = h.s3 as S3TestServer;
      const before = writtenKeys.length;
      await h.storage.commit(prefix);
      const order = writtenKeys.slice(before).map((key) => key.slice(prefix.length + 1));
      expect(order.toSorted()).toEqual(Object.keys(tree).toSorted());
      const firstPlaylist = order.findIndex((relative) => relative.endsWith('.m3u8'));
      expect(order.slice(firstPlaylist).every((relative) => relative.endsWith('.m3u8'))).toBe(true);
      expect(order.at(-1)).toBe('master.m3u8');
    });

    it('serves each kind of file with its Content-Type', async () => {
      const prefix = newPrefix();
      await stage(h.storage, prefix, { ...tree, 'extra.bin': 'x' });
      await h.storage.commit(prefix);
      const { config } = h.s3 as S3TestServer;
      const client = new S3Client({ ...config, credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } });
      const typeOf = async (relative: string) => (await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: `${prefix}/${relative}` }))).ContentType;
      try {
        expect(await typeOf('master.m3u8')).toBe('application/vnd.apple.mpegurl');
        expect(await typeOf('720p/seg_00000.ts')).toBe('video/mp2t');
        expect(await typeOf('poster.jpg')).toBe('image/jpeg');
        expect(await typeOf('preview/sprite.vtt')).toBe('text/vtt');
        expect(await typeOf('extra.bin')).toBe('application/octet-stream');
      } finally {
        client.destroy();
      }
    });
  }
});

// A move between file systems cannot rename: it copies, then deletes the original.
const crossDevice = existsSync('/dev/shm') && statSync('/dev/shm').dev !== statSync(tmpdir()).dev;

describe.skipIf(!crossDevice)('local storage across file systems', () => {
  it('moves a file from another file system', async () => {
    const work = await tempDir('xdev');
    const original = path.join(await mkdtemp('/dev/shm/kora-storage-'), 'source');
    try {
      await writeFile(original, 'across');
      const storage = createMediaStorage({ kind: 'local', root: work }, work);
      await storage.putFile('videos/v/source', original);
      expect(existsSync(original)).toBe(false);
      expect((await storage.read('videos/v/source'))?.toString()).toBe('across');
    } finally {
      await rm(work, { recursive: true, force: true });
      await rm(path.dirname(original), { recursive: true, force: true });
    }
  });
});
