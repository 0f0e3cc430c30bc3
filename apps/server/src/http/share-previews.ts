import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { serverMessages, SHARED_PAGES, type SharedPageKind } from '@kora/shared';
import { DomainError } from '../errors.js';
import { contentTypeOf } from '../storage/media-keys.js';
import type { MediaStorage } from '../storage/media-storage.js';

/**
 * The picture of a shared item: a file in media storage (a poster Kora made), an image address of the item's own
 * elsewhere (a poster an admin gave by URL, which the catalogue already shows to every browser), or the site's image.
 */
export type ShareImage = { stored: string } | { external: string } | 'default';

/** What a shared link of a public item shows: the item's own words and picture; the tags are written from it (share-tags.ts). */
export interface SharePreview {
  kind: SharedPageKind;
  id: string;
  title: string;
  /** The item's description, whole (cut when written); empty: a sentence of the kind's is said instead. */
  description: string;
  image: ShareImage;
}

/** A module's reader of its items' previews: undefined for an id that names nothing public. */
export type SharePreviewReader = (id: string) => Promise<SharePreview | undefined>;

/**
 * The picture an item's own image field names: its address when it is an absolute http(s) URL, else the site's image
 * (a drawn poster's name, a path of this site, or nothing).
 */
export function shareImageOf(thumbnailUrl: string | null): ShareImage {
  if (thumbnailUrl && /^https?:\/\//i.test(thumbnailUrl)) {
    try {
      return { external: new URL(thumbnailUrl).href };
    } catch {
      return 'default';
    }
  }
  return 'default';
}

/** The site's image for items without a picture of their own: a file of the built web app (apps/web/public). */
export const DEFAULT_SHARE_IMAGE = { file: 'share-image.jpg', width: 1200, height: 630 } as const;

/** How long crawlers and caches keep a shared picture: short enough that a blocked video's poster leaves within the hour. */
const IMAGE_CACHE_CONTROL = 'public, max-age=3600';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/video/:id` → a matcher of '/video/<uuid>' (one trailing slash allowed) answering the id. */
function matcherOf(pattern: string): (pathname: string) => string | undefined {
  const [prefix] = pattern.split(':id');
  return (pathname) => {
    if (!prefix || !pathname.startsWith(prefix)) return undefined;
    const id = pathname.slice(prefix.length).replace(/\/$/, '');
    return UUID.test(id) ? id.toLowerCase() : undefined;
  };
}

/**
 * Shared links' previews, a part of the platform every module may use (`ModuleDeps.sharing`): each module that owns
 * a kind of shared page (SHARED_PAGES: videos, lives, creators) registers the reader of its items, with its own rule
 * of what is public; the web app's document asks for the preview of the page it answers (http/web-app.ts). A path
 * that is no shared page, or whose id is not a uuid, costs no query. Each kind's image route answers through
 * `sendImage`, so every picture leaves with the same type and cache rules.
 */
export function createSharePreviews({ webDistDir, storage }: { webDistDir: string; storage: Pick<MediaStorage, 'read'> }) {
  const readers = new Map<SharedPageKind, SharePreviewReader>();
  const matchers = (Object.keys(SHARED_PAGES) as SharedPageKind[]).flatMap((kind) => SHARED_PAGES[kind].paths.map((pattern) => ({ kind, match: matcherOf(pattern) })));
  let defaultImage: Promise<Buffer | undefined> | undefined;

  /** The site's image, read once (not kept while missing: the web app may be built after the server started). */
  function readDefaultImage(): Promise<Buffer | undefined> {
    defaultImage ??= readFile(path.join(webDistDir, DEFAULT_SHARE_IMAGE.file)).catch(() => {
      defaultImage = undefined;
      return undefined;
    });
    return defaultImage;
  }

  return {
    /** The reader of one kind's items (a module registers its own, once). */
    register(kind: SharedPageKind, reader: SharePreviewReader): void {
      readers.set(kind, reader);
    },

    /** The preview of the page at `pathname` (no query string), or undefined: not a shared page, or nothing public there. */
    async previewOf(pathname: string): Promise<SharePreview | undefined> {
      for (const { kind, match } of matchers) {
        const id = match(pathname);
        if (id === undefined) continue;
        return readers.get(kind)?.(id);
      }
      return undefined;
    },

    /** Answers a public item's picture: its stored file, a redirect to its own address, or the site's image (404 without one). */
    async sendImage(reply: FastifyReply, image: ShareImage): Promise<FastifyReply> {
      if (image !== 'default' && 'external' in image) return reply.header('cache-control', IMAGE_CACHE_CONTROL).redirect(image.external, 302);
      const key = image !== 'default' ? image.stored : undefined;
      const stored = key ? await storage.read(key) : undefined;
      if (key && stored) return reply.header('cache-control', IMAGE_CACHE_CONTROL).type(contentTypeOf(key)).send(stored);
      // A poster gone from storage (a video being replaced) gives way to the site's image rather than to nothing.
      const fallback = await readDefaultImage();
      if (!fallback) throw new DomainError('not_found', serverMessages.notFound);
      return reply.header('cache-control', IMAGE_CACHE_CONTROL).type('image/jpeg').send(fallback);
    },
  };
}
export type SharePreviews = ReturnType<typeof createSharePreviews>;
