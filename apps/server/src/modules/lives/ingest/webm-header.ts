/**
 * Reads the track list at the head of a MediaRecorder WebM stream (EBML: header, Segment of
 * unknown size, Info, Tracks, then Clusters), so the ladder is chosen before ffmpeg starts: the
 * first chunk a browser sends carries it. Only what the ladder needs: the video codec and size,
 * and whether there is audio.
 */

export interface WebmTracks {
  video: { codec: 'h264' | 'vp8' | 'vp9' | 'other'; width: number | null; height: number | null } | null;
  hasAudio: boolean;
}

const ID = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  video: 0xe0,
  trackType: 0x83,
  codecId: 0x86,
  pixelWidth: 0xb0,
  pixelHeight: 0xba,
  cluster: 0x1f43b675,
} as const;

class NeedMore extends Error {}
class NotWebm extends Error {}

/** An EBML variable-size integer: the length is given by the first set bit. `keepMarker` for element ids. */
function readVint(buffer: Buffer, at: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } {
  if (at >= buffer.length) throw new NeedMore();
  const first = buffer[at]!;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1;
  if (length > 8) throw new NotWebm();
  if (at + length > buffer.length) throw new NeedMore();
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    value = value * 256 + buffer[at + i]!;
    if (buffer[at + i] !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readUint(buffer: Buffer, start: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i += 1) value = value * 256 + buffer[start + i]!;
  return value;
}

function codecOf(codecId: string): 'h264' | 'vp8' | 'vp9' | 'other' {
  if (codecId === 'V_MPEG4/ISO/AVC') return 'h264';
  if (codecId === 'V_VP8') return 'vp8';
  if (codecId === 'V_VP9') return 'vp9';
  return 'other';
}

interface Entry {
  type: number | null;
  codecId: string;
  width: number | null;
  height: number | null;
}

/** Walks [start, end) and calls `visit` for each child element; a master element of unknown size runs to `end`. */
function walk(buffer: Buffer, start: number, end: number, visit: (id: number, dataStart: number, dataEnd: number) => boolean): void {
  let at = start;
  while (at < end) {
    const id = readVint(buffer, at, true);
    const size = readVint(buffer, at + id.length, false);
    const dataStart = at + id.length + size.length;
    const dataEnd = size.unknown ? end : dataStart + size.value;
    if (visit(id.value, dataStart, dataEnd)) return;
    at = dataEnd;
  }
}

/**
 * The tracks of a WebM stream's head; null while `buffer` does not yet hold the whole Tracks
 * element (send more). Throws when the bytes are not WebM at all.
 */
export function readWebmTracks(buffer: Buffer): WebmTracks | null {
  let result: WebmTracks | null = null;
  const inBuffer = (dataEnd: number) => {
    if (dataEnd > buffer.length) throw new NeedMore();
    return dataEnd;
  };
  try {
    if (buffer.length >= 4 && buffer.readUInt32BE(0) !== ID.ebml) throw new NotWebm();
    walk(buffer, 0, Number.MAX_SAFE_INTEGER, (id, dataStart, dataEnd) => {
      if (id === ID.ebml) {
        inBuffer(dataEnd);
        return false;
      }
      if (id !== ID.segment) throw new NotWebm();
      walk(buffer, dataStart, Math.min(dataEnd, Number.MAX_SAFE_INTEGER), (child, childStart, childEnd) => {
        if (child === ID.cluster) throw new NotWebm(); // media before any track list
        if (child !== ID.tracks) return false;
        inBuffer(childEnd);
        const entries: Entry[] = [];
        walk(buffer, childStart, childEnd, (trackChild, entryStart, entryEnd) => {
          if (trackChild !== ID.trackEntry) return false;
          const entry: Entry = { type: null, codecId: '', width: null, height: null };
          walk(buffer, entryStart, entryEnd, (field, fieldStart, fieldEnd) => {
            if (field === ID.trackType) entry.type = readUint(buffer, fieldStart, fieldEnd - fieldStart);
            else if (field === ID.codecId) entry.codecId = buffer.toString('latin1', fieldStart, fieldEnd).replace(/\0+$/, '');
            else if (field === ID.video) {
              walk(buffer, fieldStart, fieldEnd, (videoField, vStart, vEnd) => {
                if (videoField === ID.pixelWidth) entry.width = readUint(buffer, vStart, vEnd - vStart);
                else if (videoField === ID.pixelHeight) entry.height = readUint(buffer, vStart, vEnd - vStart);
                return false;
              });
            }
            return false;
          });
          entries.push(entry);
          return false;
        });
        const video = entries.find((e) => e.type === 1);
        result = {
          video: video ? { codec: codecOf(video.codecId), width: video.width, height: video.height } : null,
          hasAudio: entries.some((e) => e.type === 2),
        };
        return true;
      });
      return true;
    });
  } catch (error) {
    if (error instanceof NeedMore) return null;
    if (error instanceof NotWebm) throw new Error("Le flux reçu n'est pas du WebM", { cause: error });
    throw error;
  }
  return result;
}
