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

/** A drawn poster chosen from the video's id, for a video without an image of its own. */
function fallbackPoster(id: string): string {
  const index = [...id].reduce((sum, char) => sum + char.charCodeAt(0), 0) % posterNames.length;
  return posterUrls[posterNames[index] ?? 'nature'];
}

/**
 * The image of a video: its named poster, its own URL (an uploaded video's frame,
 * `/media/posters/<id>.jpg`, once prepared), or (none given) a poster chosen from its id.
 */
export function posterUrl(thumbnailUrl: string | null, id: string): string {
  if (thumbnailUrl && isPoster(thumbnailUrl)) return posterUrls[thumbnailUrl];
  return thumbnailUrl || fallbackPoster(id);
}

/**
 * A decorative poster (the title beside it names the video), loaded only when it nears the screen.
 * The width and height attributes give the box its ratio before the image arrives (no shift); an
 * image URL that fails (gone, refused) gives way to a drawn poster rather than a broken image.
 */
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
      // Set on the element, not in state (this is on the home page's first load): React sets src
      // again only when the video's image changes. Once: the drawn poster itself is not replaced.
      onError={({ currentTarget: img }) => {
        const fallback = fallbackPoster(id);
        if (img.getAttribute('src') !== fallback) img.src = fallback;
      }}
    />
  );
}
