import type { DomainEvents } from '../../events/domain-events.js';
import { type MediaStorage, videoPrefixOf } from '../../storage/media-storage.js';

interface Deps {
  storage: Pick<MediaStorage, 'removePrefix'>;
  events: Pick<DomainEvents, 'publish'>;
}

/**
 * What follows the deletion of a video's row, whoever deleted it (its uploader, an admin): every instance
 * forgets the row at once (rights checks keep a video's row a few seconds), then its media leave storage
 * (original, renditions, poster) and every instance drops what it cached of its files — told even when the
 * storage fails, since the row is gone either way. A worker still preparing it finds the row gone and removes
 * what it published.
 */
export async function removeVideoMedia({ storage, events }: Deps, videoId: string): Promise<void> {
  // A failure to tell is said after the files are gone: they go whatever the event bus says.
  const told = await events.publish('video.changed', { videoId }).then(
    () => undefined,
    (error: unknown) => ({ error }),
  );
  try {
    await storage.removePrefix(videoPrefixOf(videoId));
  } finally {
    await events.publish('media.changed', { kind: 'video', id: videoId });
  }
  if (told) throw told.error;
}
