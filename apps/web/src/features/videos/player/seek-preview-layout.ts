import type { SpriteRegion } from './thumbnail-track';

/** Where the pointer is and how much room the player gives, in px, relative to the seek row's left edge. */
export interface PreviewRoom {
  /** The moment's place on the seek row. */
  x: number;
  /** The player's left edge and width: the preview stays inside them. */
  frameLeft: number;
  frameWidth: number;
  /** Height between the player's top and the seek row. */
  roomAbove: number;
}

export interface PreviewLayout {
  /** Left edge of the preview, relative to the seek row. */
  left: number;
  /** Width of the whole preview (image or time label, whichever is wider). */
  width: number;
  /** The image's shown size and its scale from the sheet's pixels; 0 × 0 when there is no image. */
  imageWidth: number;
  imageHeight: number;
  scale: number;
}

/** An image may take at most this share of the player's width (a 360 px phone keeps most of the picture in view). */
const MAX_WIDTH_SHARE = 0.4;
/** Room kept above the seek row for the time label and the gaps. */
const LABEL_ROOM = 30;
/** The time label's width when there is no image, and the size of an image the cue gives no region for. */
const TIME_ONLY_WIDTH = 56;
const WHOLE_IMAGE = { width: 160, height: 90 };

/**
 * Size and place of the seek preview: the image at its own size, smaller when the player is small
 * (at most 40 % of its width, and no taller than the room above the seek row), centred on the
 * pointer but kept inside the player's width. `image` null: only the time is shown.
 */
export function previewLayout(room: PreviewRoom, image: SpriteRegion | 'whole' | null): PreviewLayout {
  let imageWidth = 0;
  let imageHeight = 0;
  let scale = 0;
  if (image) {
    const natural = image === 'whole' ? WHOLE_IMAGE : image;
    scale = Math.max(0, Math.min(1, (room.frameWidth * MAX_WIDTH_SHARE) / natural.width, (room.roomAbove - LABEL_ROOM) / natural.height));
    imageWidth = Math.round(natural.width * scale);
    imageHeight = Math.round(natural.height * scale);
  }
  const width = Math.min(room.frameWidth, Math.max(imageWidth, TIME_ONLY_WIDTH));
  const left = Math.min(Math.max(room.x - width / 2, room.frameLeft), room.frameLeft + room.frameWidth - width);
  return { left, width, imageWidth, imageHeight, scale };
}
