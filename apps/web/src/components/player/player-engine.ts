import type Hls from 'hls.js/light';
import type { ErrorData, FragLoadedData, HlsConfig, LevelDetails, LevelLoadedData, LevelSwitchedData, ManifestParsedData } from 'hls.js/light';

/** A rendition an engine plays, in its order (lowest bitrate first): its picture's height (0 for sound only) and peak bit rate. */
export interface EngineLevel {
  height: number;
  bitrate: number;
}

/**
 * Why an engine stopped: the signed URLs were refused (`expired`), the network failed (`network`, worth another
 * try from where the video is), the media could not be decoded (`media`, worth recoverMediaError once), anything
 * else (`fatal`), or this engine cannot play the source (`unsupported`: another engine may).
 */
export type EngineFailure = 'expired' | 'network' | 'media' | 'fatal' | 'unsupported';

/** What an engine tells the player as it goes. */
export interface EngineEvents {
  /** The renditions are known: a locked height, the start rung and the cap can be set now. */
  parsed(levels: EngineLevel[]): void;
  /** A media file arrived (an init segment or a segment): its bytes, for this month's data use. */
  fragment(bytes: number): void;
  /** The rendition now loaded for playback, by index. */
  levelSwitched(level: number): void;
  /** Each media playlist loaded or reloaded (a live's window; hls.js only). */
  levelDetails?(details: LevelDetails): void;
  failed(failure: EngineFailure): void;
}

/** What starts an engine: where playback starts, whether it loads at once, and the bandwidth it assumes first. */
export interface EngineStart {
  startPosition: number;
  autoStartLoad: boolean;
  /** Bits per second the first choice of rung assumes. */
  estimate: number;
}

/**
 * The part of a streaming engine the player drives: hls.js (lives, MPEG-TS videos, browsers without our own
 * engine's needs) or Kora's fMP4 engine for videos (vod-engine.ts). Levels are indices in the parsed list; -1 is Auto.
 */
export interface PlayerEngine {
  /** Highest level Auto may pick (-1: none). */
  autoLevelCapping: number;
  /** The level to load from the next segment on (-1: Auto). */
  nextLevel: number;
  /** The level of the first segment (-1: the engine's choice). */
  startLevel: number;
  /** The engine's current bandwidth estimate, bits per second. */
  readonly bandwidthEstimate: number;
  /** Where a live would play to keep its target latency; null for a video. */
  readonly liveSyncPosition: number | null;
  startLoad(position: number): void;
  recoverMediaError(): void;
  destroy(): void;
}

type HlsClass = typeof Hls;

/** hls.js as a {@link PlayerEngine}: `config` (start-plan.ts's, which sets its first estimate), its events told through `events`. */
export function hlsJsEngine(HlsJs: HlsClass, video: HTMLVideoElement, url: string, config: Partial<HlsConfig>, start: EngineStart, events: EngineEvents): PlayerEngine {
  const hls = new HlsJs({ ...config, startPosition: start.startPosition, autoStartLoad: start.autoStartLoad });
  hls.on(HlsJs.Events.MANIFEST_PARSED, (_event, data: ManifestParsedData) => events.parsed(data.levels.map((level) => ({ height: level.height, bitrate: level.bitrate }))));
  hls.on(HlsJs.Events.FRAG_LOADED, (_event, data: FragLoadedData) => events.fragment(data.frag.stats.loaded));
  hls.on(HlsJs.Events.LEVEL_LOADED, (_event, data: LevelLoadedData) => events.levelDetails?.(data.details));
  hls.on(HlsJs.Events.LEVEL_SWITCHED, (_event, data: LevelSwitchedData) => events.levelSwitched(data.level));
  hls.on(HlsJs.Events.ERROR, (_event, data: ErrorData) => {
    if (data.response?.code === 403) return events.failed('expired');
    if (!data.fatal) return;
    if (data.type === HlsJs.ErrorTypes.MEDIA_ERROR) events.failed('media');
    else if (data.type === HlsJs.ErrorTypes.NETWORK_ERROR) events.failed('network');
    else events.failed('fatal');
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  // hls.js's own levels, estimate, loading and teardown are the engine's: its instance is one.
  return hls;
}
