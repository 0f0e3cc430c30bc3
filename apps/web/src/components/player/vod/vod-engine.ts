import { parseMasterPlaylist, parseMediaPlaylist, playlistDuration, type MediaPlaylist, type MediaSegment } from '@kora/shared/hls-playlist';
import type { EngineEvents, EngineFailure, EngineLevel, EngineStart, PlayerEngine } from '../player-engine';
import { bufferedEnd, codecsOfInit, type MediaBuffer, mediaBuffer, mp4Type, openMediaSource, playsType, rangeAhead } from './media-buffer';
import { createEstimator, nextLevelOf, segmentIndexAt } from './vod-plan';

/** How much the engine keeps ahead of the picture and behind it, seconds (what hls.js was given: start-plan.ts). */
export interface VodBufferOptions {
  aheadSeconds: number;
  behindSeconds: number;
}

interface VodLevel extends EngineLevel {
  url: string;
  /** CODECS from the master; null for a media playlist played alone (read from its init segment). */
  codecs: string | null;
}

interface LoadedPlaylist extends MediaPlaylist {
  base: string;
}

/** Why the engine stopped, carried by the error that stopped it. */
class EngineStop extends Error {
  constructor(readonly failure: EngineFailure) {
    super(failure);
  }
}

const failureOfStatus = (status: number): EngineFailure => (status === 403 ? 'expired' : 'network');
/** Seconds the picture may jump forward over a hole between what it shows and the next buffered frames. */
const GAP_REACH = 1;
/** Whether the HTTP cache served `address` (the segment warmed before Play): its time says nothing of the link. */
function fromCache(address: string): boolean {
  const entry = performance.getEntriesByName(address).at(-1) as PerformanceResourceTiming | undefined;
  return entry !== undefined && entry.transferSize === 0 && entry.decodedBodySize > 0;
}

/** How often the engine looks again when nothing wakes it (the buffer full, the video paused). */
const IDLE_MS = 250;

/**
 * Kora's own player engine for videos prepared in fragmented MP4 (CMAF): a master's renditions (or one media
 * playlist: « Audio seul »), one SourceBuffer fed a segment at a time from the rung Auto picks (nextLevelOf) under the
 * data saver's cap, or the one locked; a seek loads from the segment that holds it; up to `aheadSeconds` ahead and
 * `behindSeconds` behind are kept. About a tenth of hls.js's light build, which a video page then does not download:
 * on a 3G link that is the difference between the first frame and the seconds before it (docs/decisions.md).
 * MPEG-TS renditions are not its business: it says `unsupported` and the player falls back to hls.js.
 */
export function createVodEngine(video: HTMLVideoElement, masterUrl: string, start: EngineStart, events: EngineEvents, buffers: VodBufferOptions): PlayerEngine {
  const url = new URL(masterUrl, window.location.href).href;
  let destroyed = false;
  let stopped = false;
  let levels: VodLevel[] = [];
  const playlists = new Map<number, Promise<LoadedPlaylist>>();
  const inits = new Map<string, Uint8Array<ArrayBuffer>>();
  let source: Promise<MediaSource> = openMediaSource(video);
  let buffer: MediaBuffer | null = null;
  /** The init segment the buffer was last given. */
  let initAppended: string | null = null;
  /** Where loading starts once it is wanted (startLoad), until the timeline places it. */
  let loadFrom: number | null = start.autoStartLoad ? start.startPosition : null;
  let loading = false;
  let timeline: readonly MediaSegment[] | null = null;
  let nextIndex = 0;
  let current = -1;
  let cap = -1;
  let locked = -1;
  let startLevel = -1;
  const estimator = createEstimator(start.estimate);
  let request: { index: number; controller: AbortController } | null = null;
  let wake: (() => void) | null = null;

  const nap = () => new Promise<void>((resolve) => {
    const timer = window.setTimeout(() => resolve(), IDLE_MS);
    wake = () => {
      window.clearTimeout(timer);
      resolve();
    };
  });
  const poke = () => wake?.();

  async function get(address: string, signal?: AbortSignal): Promise<Response> {
    const response = await fetch(address, { credentials: 'same-origin', signal }).catch((error: unknown) => {
      if (signal?.aborted) throw error;
      throw new EngineStop('network');
    });
    if (!response.ok) throw new EngineStop(failureOfStatus(response.status));
    return response;
  }

  const playlistOf = (level: number): Promise<LoadedPlaylist> => {
    let loaded = playlists.get(level);
    if (!loaded) {
      const address = levels[level]!.url;
      loaded = get(address).then(async (response) => ({ ...parseMediaPlaylist(await response.text()), base: address }));
      // A failed load is asked again next time.
      loaded.catch(() => playlists.delete(level));
      playlists.set(level, loaded);
    }
    return loaded;
  };

  async function parse() {
    const text = await (await get(url)).text();
    if (text.includes('#EXT-X-STREAM-INF:')) {
      const variants = parseMasterPlaylist(text)
        .map((v) => ({ height: v.resolution?.height ?? 0, bitrate: v.bandwidth, url: new URL(v.uri, url).href, codecs: v.codecs ?? null }))
        .sort((a, b) => a.bitrate - b.bitrate);
      // The master's audio-only variant is « Audio seul »'s, played by its own playlist: Auto never falls to it.
      const pictures = variants.filter((v) => v.height > 0);
      levels = pictures.length > 0 ? pictures : variants;
    } else {
      levels = [{ height: 0, bitrate: 0, url, codecs: null }];
      playlists.set(0, Promise.resolve({ ...parseMediaPlaylist(text), base: url }));
    }
    if (levels.some((level) => level.codecs !== null && !playsType(mp4Type(level.codecs)))) throw new EngineStop('unsupported');
    events.parsed(levels.map(({ height, bitrate }) => ({ height, bitrate })));
    // Fragmented MP4 only: a rendition without an init segment is MPEG-TS, hls.js's to play. Read on the playlist
    // playback starts from (the player set the start rung on hearing of the levels): no request the start does not make.
    if ((await playlistOf(Math.max(0, startLevel))).initUri === null) throw new EngineStop('unsupported');
  }

  /** Where loading goes on after the picture moved to `time`: after what is buffered there, else from its segment. */
  function reposition(time: number) {
    if (!timeline) return;
    const end = bufferedEnd(video.buffered, time);
    const next = end === null ? segmentIndexAt(timeline, time) : Math.min(timeline.length, segmentIndexAt(timeline, end - 0.1) + 1);
    if (request && request.index !== next) request.controller.abort();
    nextIndex = next;
    poke();
  }

  /** Gives the buffer the init segment of `level`'s playlist, creating the buffer for its codecs the first time. */
  async function initFor(level: number, playlist: LoadedPlaylist, signal: AbortSignal) {
    const address = new URL(playlist.initUri!, playlist.base).href;
    if (initAppended === address) return;
    let init = inits.get(address);
    if (!init) {
      init = new Uint8Array(await (await get(address, signal)).arrayBuffer());
      inits.set(address, init);
      events.fragment(init.byteLength);
    }
    const codecs = levels[level]!.codecs ?? codecsOfInit(init);
    if (codecs === null || !playsType(mp4Type(codecs))) throw new EngineStop('unsupported');
    if (!buffer) {
      const opened = await source;
      buffer = mediaBuffer(opened, mp4Type(codecs));
      opened.duration = playlistDuration(playlist);
    } else buffer.changeType(mp4Type(codecs));
    await buffer.append(init);
    initAppended = address;
  }

  /** Appends a segment; a full buffer first lets go of what was played. */
  async function appendSegment(bytes: Uint8Array<ArrayBuffer>) {
    try {
      await buffer!.append(bytes);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'QuotaExceededError')) throw new EngineStop('media');
      await buffer!.remove(0, Math.max(0, video.currentTime - 2));
      await buffer!.append(bytes).catch(() => {
        throw new EngineStop('media');
      });
    }
  }

  /** Lets go of what is more than `behindSeconds` behind the picture, and steps over a small hole ahead of it. */
  async function tidy() {
    const ranges = video.buffered;
    const behind = video.currentTime - buffers.behindSeconds;
    if (ranges.length > 0 && behind > ranges.start(0) + 1) await buffer?.remove(0, behind);
    jumpGap();
  }

  function jumpGap() {
    if (video.seeking || bufferedEnd(video.buffered, video.currentTime, 0) !== null) return;
    const ahead = rangeAhead(video.buffered, video.currentTime, GAP_REACH);
    if (ahead !== null) video.currentTime = ahead + 0.001;
  }

  /** Loads the next segment when the buffer wants one; false when there was nothing to do now. */
  async function step(): Promise<boolean> {
    if (!loading) {
      if (loadFrom === null) return false;
      loading = true;
    }
    const level = nextLevelOf({ bitrates: levels.map((l) => l.bitrate), estimate: estimator.estimate, current, cap, locked, start: startLevel });
    const playlist = await playlistOf(level);
    if (!timeline || loadFrom !== null) {
      timeline = playlist.segments;
      if (loadFrom !== null) {
        nextIndex = segmentIndexAt(timeline, loadFrom);
        if (Math.abs(video.currentTime - loadFrom) > 0.01) video.currentTime = loadFrom;
        loadFrom = null;
      }
    }
    const segment = playlist.segments[nextIndex];
    if (!segment || segment.startSeconds - video.currentTime >= buffers.aheadSeconds) return false;
    const index = nextIndex;
    const controller = new AbortController();
    request = { index, controller };
    try {
      // The segment is asked for with the init segment, not after it: a round trip less before a rung's first picture.
      const began = performance.now();
      const address = new URL(segment.uri, playlist.base).href;
      const body = get(address, controller.signal).then((response) => response.arrayBuffer());
      body.catch(() => undefined);
      await initFor(level, playlist, controller.signal);
      const bytes = new Uint8Array(await body);
      if (!fromCache(address)) estimator.sample(bytes.byteLength, performance.now() - began, segment.durationSeconds);
      events.fragment(bytes.byteLength);
      if (controller.signal.aborted || destroyed) return true;
      await appendSegment(bytes);
    } catch (error) {
      if (controller.signal.aborted && !(error instanceof EngineStop)) return true;
      throw error;
    } finally {
      if (request?.controller === controller) request = null;
    }
    if (nextIndex === index) nextIndex = index + 1;
    if (current !== level) {
      current = level;
      events.levelSwitched(level);
    }
    const opened = await source;
    if (nextIndex >= playlist.segments.length && opened.readyState === 'open') opened.endOfStream();
    await tidy();
    return true;
  }

  /** Parses, then loads while the buffer wants more; after a failure, waits for startLoad or recoverMediaError. */
  async function run() {
    while (!destroyed) {
      try {
        if (levels.length === 0) await parse();
        while (!destroyed) if (stopped || !(await step())) await nap();
      } catch (error) {
        if (destroyed) return;
        stopped = true;
        events.failed(error instanceof EngineStop ? error.failure : 'media');
        while (!destroyed && stopped) await nap();
      }
    }
  }

  const onSeeking = () => reposition(video.currentTime);
  const onWaiting = () => jumpGap();
  video.addEventListener('seeking', onSeeking);
  video.addEventListener('waiting', onWaiting);
  void run();

  return {
    get autoLevelCapping() {
      return cap;
    },
    set autoLevelCapping(level: number) {
      cap = level;
    },
    get nextLevel() {
      return locked;
    },
    set nextLevel(level: number) {
      if (level === locked) return;
      locked = level;
      // The new rung from the segment after the one playing, as hls.js's nextLevel does: what is buffered beyond goes.
      const playing = timeline ? segmentIndexAt(timeline, video.currentTime) : 0;
      const keepUntil = timeline?.[playing + 1]?.startSeconds;
      if (!buffer || level < 0 || level === current || keepUntil === undefined || nextIndex <= playing + 1) {
        poke();
        return;
      }
      nextIndex = playing + 1;
      if (request && request.index >= nextIndex) request.controller.abort();
      void buffer.remove(keepUntil, Infinity).then(poke, poke);
    },
    get startLevel() {
      return startLevel;
    },
    set startLevel(level: number) {
      startLevel = level;
    },
    get bandwidthEstimate() {
      return estimator.estimate;
    },
    liveSyncPosition: null,
    startLoad(position: number) {
      stopped = false;
      if (!loading || !timeline) loadFrom = position;
      else reposition(position);
      poke();
    },
    recoverMediaError() {
      const at = video.currentTime;
      buffer = null;
      initAppended = null;
      current = -1;
      source = openMediaSource(video);
      loadFrom = at;
      stopped = false;
      poke();
    },
    destroy() {
      destroyed = true;
      request?.controller.abort();
      video.removeEventListener('seeking', onSeeking);
      video.removeEventListener('waiting', onWaiting);
      poke();
    },
  };
}
