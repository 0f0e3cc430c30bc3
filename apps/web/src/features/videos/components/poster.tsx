import type { Poster } from '@kora/shared';
import { cx } from '../../../lib/cx';
import action from '../posters/action.svg';
import comedy from '../posters/comedy.svg';
import nature from '../posters/nature.svg';
import scifi from '../posters/scifi.svg';
import thriller from '../posters/thriller.svg';

/*
 * One artwork per name of the contract's POSTERS (the Record type makes the list complete). The
 * contract's array itself is not imported: its module also declares the zod schemas, which would
 * then ride along on the home page.
 */
const posterUrls: Record<Poster, string> = { nature, action, scifi, comedy, thriller };
const posterNames = Object.keys(posterUrls) as Poster[];

function isPoster(value: string): value is Poster {
  return Object.hasOwn(posterUrls, value);
}

/** The image of a video: its named poster, its own URL, or (none given) a poster chosen from its id. */
export function posterUrl(thumbnailUrl: string | null, id: string): string {
  if (thumbnailUrl && isPoster(thumbnailUrl)) return posterUrls[thumbnailUrl];
  if (thumbnailUrl) return thumbnailUrl;
  const index = [...id].reduce((sum, char) => sum + char.charCodeAt(0), 0) % posterNames.length;
  return posterUrls[posterNames[index] ?? 'nature'];
}

/** A decorative poster (the title beside it names the video), loaded only when it nears the screen. */
export function VideoPoster({ thumbnailUrl, id, className, eager }: { thumbnailUrl: string | null; id: string; className?: string; eager?: boolean }) {
  return (
    <img
      className={cx('video-poster', className)}
      src={posterUrl(thumbnailUrl, id)}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={160}
      height={100}
    />
  );
}
