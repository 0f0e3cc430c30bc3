import { apiPaths, pathTo, type SharedPageKind, sharedPagePath, shareMessages } from '@kora/shared';
import { DEFAULT_SHARE_IMAGE, type SharePreview } from './share-previews.js';

/** Where each kind's picture is answered without a session. */
const IMAGE_PATHS = { video: apiPaths.videoShareImage, live: apiPaths.liveShareImage, creator: apiPaths.creatorShareImage } as const satisfies Record<SharedPageKind, string>;

/**
 * What each kind of page is to Open Graph: a video or a live is a video; a creator's channel is a person's or a
 * business's page (`profile`), which is what link previews show as such.
 */
const OG_TYPES: Record<SharedPageKind, string> = { video: 'video.other', live: 'video.other', creator: 'profile' };

/** The sentence said of an item without a description of its own. */
const FALLBACKS: Record<SharedPageKind, (title: string) => string> = {
  video: shareMessages.videoFallback,
  live: shareMessages.liveFallback,
  creator: (title) => shareMessages.channel(title),
};

/** About what WhatsApp and the others show under a title before cutting it themselves. */
export const DESCRIPTION_MAX = 200;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/**
 * `text` on one line, at most `max` characters (code points: an emoji is never split), cut after the last whole
 * word with an ellipsis when it is longer.
 */
export function cutDescription(text: string, max = DESCRIPTION_MAX): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  if (chars.length <= max) return chars.join('');
  const head = chars.slice(0, max - 1).join('');
  // A word ends at the cut when what follows is a space or a punctuation mark; else the cut word goes.
  const space = /[\s,.;:!?…]/u.test(chars[max - 1] ?? ' ') ? head.length : head.lastIndexOf(' ');
  const words = space > max / 2 ? head.slice(0, space) : head;
  return `${words.replace(/[\s.,;:!?…-]+$/u, '')}…`;
}

/** The tags of a preview, in the order crawlers read them; `publicUrl` without a trailing slash. */
export function shareTags(preview: SharePreview, publicUrl: string): string {
  const title = preview.title.replace(/\s+/g, ' ').trim();
  const description = cutDescription(preview.description.trim() || FALLBACKS[preview.kind](title));
  const url = `${publicUrl}${sharedPagePath(preview.kind, preview.id)}`;
  const image = `${publicUrl}${pathTo(IMAGE_PATHS[preview.kind], { id: preview.id })}`;
  const size = preview.image === 'default' ? DEFAULT_SHARE_IMAGE : undefined;
  const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(`${title} · ${shareMessages.siteName}`)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:site_name', shareMessages.siteName),
    meta('property', 'og:locale', 'fr_FR'),
    meta('property', 'og:type', OG_TYPES[preview.kind]),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    ...(size ? [meta('property', 'og:image:width', String(size.width)), meta('property', 'og:image:height', String(size.height))] : []),
    meta('property', 'og:image:alt', title),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ].join('\n    ');
}

/**
 * The app's page with a preview's tags: they take the place of its `<title>` and of its general description (both
 * said again for the item), or go at the end of its head. Replacements are functions: a `$&` in a title is text.
 */
export function withShareTags(html: string, preview: SharePreview, publicUrl: string): string {
  const tags = shareTags(preview, publicUrl);
  const page = html.replace(/<meta\s+name="description"[^>]*>\s*/i, () => '');
  if (/<title>[\s\S]*?<\/title>/i.test(page)) return page.replace(/<title>[\s\S]*?<\/title>/i, () => tags);
  if (/<\/head>/i.test(page)) return page.replace(/<\/head>/i, () => `${tags}\n  </head>`);
  return page.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${tags}`);
}
