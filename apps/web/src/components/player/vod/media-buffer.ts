/**
 * Media Source plumbing for the fMP4 engine: opening a (Managed)MediaSource on a <video>, one SourceBuffer whose
 * appends and removals are awaited one at a time, and reading a fragmented MP4 init segment's codec.
 */

type MediaSourceClass = typeof MediaSource;

/** The Media Source this browser offers: ManagedMediaSource (Safari 17.1+ on iPhone) first, else MediaSource; null without. */
export function mediaSourceClass(): MediaSourceClass | null {
  const scope = globalThis as { ManagedMediaSource?: MediaSourceClass; MediaSource?: MediaSourceClass };
  return scope.ManagedMediaSource ?? scope.MediaSource ?? null;
}

/** Whether Media Source plays this MIME type (`video/mp4; codecs="…"`). */
export function playsType(mime: string): boolean {
  try {
    return mediaSourceClass()?.isTypeSupported(mime) ?? false;
  } catch {
    return false;
  }
}

/** The MIME type of an fMP4 rendition from its CODECS: audio/mp4 when it carries only sound. */
export function mp4Type(codecs: string): string {
  const video = codecs.split(',').some((codec) => /^(avc[1-4]|hvc1|hev1|av01|vp09)\b/.test(codec.trim()));
  return `${video ? 'video' : 'audio'}/mp4; codecs="${codecs}"`;
}

const FOURCC = (bytes: Uint8Array, at: number) => String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);

/**
 * The CODECS of an init segment that no master described (a media playlist played alone, « Audio seul »): the sample
 * entries Kora's pipeline writes, H.264 from its avcC, AAC-LC, Opus. Null when none is found.
 */
export function codecsOfInit(init: Uint8Array): string | null {
  const codecs: string[] = [];
  for (let at = 4; at + 4 <= init.length; at += 1) {
    const name = FOURCC(init, at);
    if (name === 'avcC' && at + 8 <= init.length) {
      const hex = (byte: number) => byte.toString(16).padStart(2, '0');
      codecs.push(`avc1.${hex(init[at + 5]!)}${hex(init[at + 6]!)}${hex(init[at + 7]!)}`);
    } else if (name === 'esds') codecs.push('mp4a.40.2');
    else if (name === 'dOps') codecs.push('opus');
  }
  return codecs.length > 0 ? codecs.join(',') : null;
}

/** Opens a Media Source on `video`; resolves once it is open. The URL is revoked when the element has it. */
export function openMediaSource(video: HTMLVideoElement): Promise<MediaSource> {
  const Source = mediaSourceClass();
  if (!Source) return Promise.reject(new Error('Media Source indisponible'));
  const source = new Source();
  // ManagedMediaSource plays only where AirPlay is off or has another source; Kora offers none.
  video.disableRemotePlayback = true;
  return new Promise((resolve) => {
    source.addEventListener('sourceopen', () => resolve(source), { once: true });
    const url = URL.createObjectURL(source);
    video.src = url;
    video.addEventListener('loadstart', () => URL.revokeObjectURL(url), { once: true });
  });
}

/** A SourceBuffer whose operations are awaited one after the other. */
export interface MediaBuffer {
  append(bytes: BufferSource): Promise<void>;
  remove(from: number, to: number): Promise<void>;
  /** Gives the buffer the codecs of the next init segment (a rung of another profile or codec). */
  changeType(mime: string): void;
  readonly mime: string;
}

/** One SourceBuffer on an open Media Source, for `mime`. */
export function mediaBuffer(source: MediaSource, mime: string): MediaBuffer {
  const buffer = source.addSourceBuffer(mime);
  let current = mime;
  let queue: Promise<void> = Promise.resolve();
  const run = (operation: () => void) => {
    const done = queue.then(
      () =>
        new Promise<void>((resolve, reject) => {
          const onEnd = () => {
            buffer.removeEventListener('error', onError);
            resolve();
          };
          const onError = () => {
            buffer.removeEventListener('updateend', onEnd);
            reject(new Error('SourceBuffer en erreur'));
          };
          buffer.addEventListener('updateend', onEnd, { once: true });
          buffer.addEventListener('error', onError, { once: true });
          try {
            operation();
          } catch (error) {
            buffer.removeEventListener('updateend', onEnd);
            buffer.removeEventListener('error', onError);
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        }),
    );
    queue = done.catch(() => undefined);
    return done;
  };
  return {
    append: (bytes) => run(() => buffer.appendBuffer(bytes)),
    remove: (from, to) => run(() => buffer.remove(from, to)),
    changeType(mime) {
      if (mime === current || typeof buffer.changeType !== 'function') return;
      buffer.changeType(mime);
      current = mime;
    },
    get mime() {
      return current;
    },
  };
}

/** End of the buffered range holding `time` (allowing `slack` before a range), or null when none holds it. */
export function bufferedEnd(ranges: TimeRanges, time: number, slack = 0.1): number | null {
  for (let i = 0; i < ranges.length; i += 1) {
    if (time >= ranges.start(i) - slack && time <= ranges.end(i)) return ranges.end(i);
  }
  return null;
}

/** Start of the first buffered range after `time` within `reach` seconds (a gap the picture can jump), or null. */
export function rangeAhead(ranges: TimeRanges, time: number, reach: number): number | null {
  for (let i = 0; i < ranges.length; i += 1) {
    const start = ranges.start(i);
    if (start > time && start - time <= reach) return start;
  }
  return null;
}
