import type { HlsConfig, LevelDetails } from 'hls.js/light';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { addDataUsage } from './data-usage';
import { hlsJsEngine, type EngineEvents, type EngineLevel, type PlayerEngine } from './player-engine';
import { loadHls, loadVodEngine } from './player-code';
import { createStartGate, type StartGate } from './start-gate';
import { assumedBandwidth, isPhoneLike, PLAYER_BUFFERS, rememberBandwidth, startConfig, startEstimate, startLevelFor } from './start-plan';

/** A rendition hls.js can play, by its index in hls.levels (lowest bitrate first). */
export interface QualityLevel {
  index: number;
  height: number;
}

interface HlsSourceOptions {
  /** Empty while not known yet: nothing loads, and Play pressed meanwhile is kept for when it comes. */
  masterUrl: string;
  /** Where playback starts (the resume point, or where the viewer moved before pressing play). */
  startPosition: () => number;
  /** Start loading and playing at once (the autoplay setting). */
  autoplay: boolean;
  /** Data saver: automatic quality never goes above this height; null for no cap. */
  maxAutoHeight: number | null;
  /** A playlist or segment was refused (403): the signed URLs expired and must be asked for again. */
  onExpired: () => void;
  /** hls.js settings on top of the defaults (the live player tunes it for short live segments). */
  config?: Partial<HlsConfig>;
  /**
   * Whether a renewed source (new masterUrl) starts where the previous one was (true, videos) or
   * from startPosition again (false: a live's timeline restarts with each new player, so it rejoins the edge).
   */
  keepPosition?: boolean;
  /** Each media playlist hls.js loads or reloads (a live's playlist every segment: its window, ENDLIST). */
  onLevelDetails?: (details: LevelDetails) => void;
  /** A video (not a live): Kora's fMP4 engine plays it where Media Source takes it, hls.js its MPEG-TS renditions. */
  vod?: boolean;
}

/** Index of the highest level at or below `maxHeight` (levels are sorted by bitrate), -1 for no cap. */
function capFor(levels: QualityLevel[], maxHeight: number | null): number {
  if (maxHeight === null) return -1;
  const allowed = levels.filter((level) => level.height <= maxHeight);
  return allowed.length ? Math.max(...allowed.map((level) => level.index)) : 0;
}

/**
 * Plays a signed HLS master playlist in a <video> where Media Source exists, else natively (Safari on iOS before
 * 17.1): a video with Kora's fMP4 engine (vod/vod-engine.ts; its MPEG-TS renditions, and lives, with hls.js's light
 * build, which every variant of our ladder suits: each carries its own audio, no alternate audio groups or DRM). Each
 * engine's code is loaded here, on demand, so no other page carries it.
 *
 * Nothing is downloaded beyond the playlists until the viewer presses play (unless autoplay is on): a
 * page opened and left costs almost no data. Play pressed before the engine or the playlist is there is
 * kept (start-gate) and acted on once they are. Playback starts at the rung the bandwidth measured
 * last time carries (the lowest on a phone when nothing was measured), then Auto steps up; every
 * segment's bytes count in this month's data use. A renewal (new masterUrl) resumes where the video
 * was, playing if it was.
 */
export function useHlsSource(videoRef: RefObject<HTMLVideoElement | null>, options: HlsSourceOptions) {
  const { masterUrl, maxAutoHeight } = options;
  const [engine, setEngine] = useState<'mse' | 'native' | null>(null);
  const engineRef = useRef<PlayerEngine | null>(null);
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [playingHeight, setPlayingHeight] = useState<number | null>(null);
  /** The locked height, or null for automatic quality. */
  const [lockedHeight, setLockedHeight] = useState<number | null>(null);
  const [started, setStarted] = useState(false);
  /** The master URL that could not be played (a renewed one starts afresh). */
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  /** Where the previous source stopped, and whether it was playing, for the next one (renewed URLs). */
  const handoff = useRef<{ position: number; playing: boolean } | null>(null);
  /**
   * Whether the viewer last asked to play (our controls, or the <video>'s own play and pause events).
   * Kept here and not only by the element: a play() made just before hls.js gives the element its
   * source is forgotten by the element's load algorithm (paused again, its 'play' event dropped).
   */
  const askedToPlay = useRef(false);
  const gateRef = useRef<StartGate | null>(null);

  const startPosition = useEffectEvent(() => options.startPosition());
  const autoplay = useEffectEvent(() => options.autoplay);
  const onExpired = useEffectEvent(() => options.onExpired());
  const firstLevel = useEffectEvent((list: QualityLevel[]) => list.find((level) => level.height === lockedHeight)?.index ?? -1);
  const autoCap = useEffectEvent((list: QualityLevel[]) => capFor(list, maxAutoHeight));
  const config = useEffectEvent(() => options.config ?? {});
  const keepPosition = useEffectEvent(() => options.keepPosition ?? true);
  const onLevelDetails = useEffectEvent((details: LevelDetails) => options.onLevelDetails?.(details));
  const vod = useEffectEvent(() => options.vod ?? false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !masterUrl) return;
    const previous = handoff.current;
    const position = previous && keepPosition() ? previous.position : startPosition();
    const playNow = previous?.playing ?? autoplay();
    // A tap on Play may already have come: it counts as asking to play.
    const gate = createStartGate({ wanted: playNow || askedToPlay.current || !video.paused, loading: playNow || previous !== null });
    gateRef.current = gate;
    /** Whether this source was ever played: only then does the next one take over its position. */
    let played = false;
    let cancelled = false;
    let engine: PlayerEngine | null = null;
    let retryTimer = 0;
    const play = () => void video.play().catch(() => undefined);
    const onPlay = () => {
      played = true;
      askedToPlay.current = true;
      setStarted(true);
      gate.want();
    };
    const onPause = () => {
      askedToPlay.current = false;
      if (video.readyState < HTMLMediaElement.HAVE_FUTURE_DATA) gate.cancel();
    };
    const onNativeError = () => onExpired();
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    // Play tapped before this source existed: its 'play' event came before this listener, and this
    // source is the one that plays (so a renewal or a quality switch takes over its position).
    if (!video.paused) onPlay();

    const playNatively = () => {
      video.addEventListener('error', onNativeError);
      video.addEventListener('loadedmetadata', () => (video.currentTime = position), { once: true });
      video.src = masterUrl;
      setEngine('native');
      gate.attach({ startLoad: () => undefined, play }, true);
      gate.parsed();
    };

    const hasNativeHls = video.canPlayType('application/vnd.apple.mpegurl') !== '';
    const phone = isPhoneLike();
    const estimate = startEstimate(phone);
    let fragments = 0;
    /** Levels parsed before the engine's creation returned (applied once it has). */
    let pendingLevels: EngineLevel[] | null = null;
    /** The current engine's levels, for its level switches. */
    let known: EngineLevel[] = [];
    /** The renditions are known: the quality menu lists them, the locked height, the data saver's cap and the start rung apply. */
    const applyParsed = (made: PlayerEngine, parsed: EngineLevel[]) => {
      known = parsed;
      const list = parsed.map((level, index) => ({ index, height: level.height }));
      setLevels(list);
      made.autoLevelCapping = autoCap(list);
      const locked = firstLevel(list);
      if (locked >= 0) made.nextLevel = locked;
      else {
        const cap = made.autoLevelCapping;
        const first = startLevelFor(parsed.map((level) => level.bitrate), estimate, phone);
        if (first >= 0) made.startLevel = cap >= 0 ? Math.min(first, cap) : first;
      }
      gate.parsed();
    };
    const events: EngineEvents = {
      parsed(parsed) {
        if (engine) applyParsed(engine, parsed);
        else pendingLevels = parsed;
      },
      fragment(bytes) {
        addDataUsage(bytes);
        // Two segments are a measure, not the engine's default guess: keep it for the next playback.
        fragments += 1;
        if (fragments >= 2 && engine) rememberBandwidth(engine.bandwidthEstimate);
      },
      levelSwitched: (level) => setPlayingHeight(known[level]?.height ?? null),
      levelDetails: (details) => onLevelDetails(details),
      failed(failure) {
        if (failure === 'expired') return onExpired();
        if (failure === 'media') return engine?.recoverMediaError();
        // A dropped mobile connection: try again shortly, from where the video is.
        if (failure === 'network') retryTimer = window.setTimeout(() => engine?.startLoad(video.currentTime || position), 3000);
        else if (failure === 'unsupported' && !cancelled) open('hls');
        else setFailedUrl(masterUrl);
      },
    };

    /** Starts an engine: Kora's fMP4 one for a video where Media Source exists, hls.js for the rest (lives, MPEG-TS). */
    const open = (kind: 'vod' | 'hls') => {
      engine?.destroy();
      engine = null;
      const loadsAtOnce = gate.loadsAtOnce;
      const start = { startPosition: position, autoStartLoad: loadsAtOnce, estimate: assumedBandwidth(estimate, phone) };
      const created = kind === 'vod'
        ? loadVodEngine().then((module) => module && module.createVodEngine(video, masterUrl, start, events, PLAYER_BUFFERS))
        : loadHls().then((module) => {
            const HlsJs = module?.default;
            return HlsJs?.isSupported() ? hlsJsEngine(HlsJs, video, masterUrl, { ...startConfig(estimate, phone), ...config() }, start, events) : null;
          });
      created
        .then((made) => {
          if (cancelled) return made?.destroy();
          if (!made) return hasNativeHls ? playNatively() : setFailedUrl(masterUrl);
          engine = made;
          engineRef.current = made;
          setEngine('mse');
          gate.attach({ startLoad: () => made.startLoad(startPosition()), play }, loadsAtOnce);
          if (pendingLevels) applyParsed(made, pendingLevels);
          pendingLevels = null;
        })
        // The player's code could not be downloaded (connection lost).
        .catch(() => setFailedUrl(masterUrl));
    };
    open(vod() ? 'vod' : 'hls');

    return () => {
      cancelled = true;
      if (gateRef.current === gate) gateRef.current = null;
      if (played) handoff.current = { position: video.currentTime || position, playing: !video.paused };
      window.clearTimeout(retryTimer);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('error', onNativeError);
      engine?.destroy();
      engineRef.current = null;
      video.removeAttribute('src');
      video.load();
    };
  }, [videoRef, masterUrl]);

  // Data saver switched while watching: automatic quality follows at once.
  useEffect(() => {
    if (engineRef.current) engineRef.current.autoLevelCapping = capFor(levels, maxAutoHeight);
  }, [engine, levels, maxAutoHeight]);

  /** Locks the engine to a height, or returns to automatic quality with null. */
  const lockHeight = (height: number | null) => {
    setLockedHeight(height);
    if (!engineRef.current) return;
    // nextLevel switches from the next segment: the one playing is played to its end.
    engineRef.current.nextLevel = levels.find((level) => level.height === height)?.index ?? -1;
  };

  /** The viewer pressed Play (true) or Pause (false) on our controls, whatever the element makes of it. */
  const ask = (play: boolean) => {
    askedToPlay.current = play;
    if (play) gateRef.current?.want();
  };

  /** Where hls.js would play a live to keep its target latency (null: a video, or native playback). */
  const liveSyncPosition = (): number | null => engineRef.current?.liveSyncPosition ?? null;

  return {
    ask,
    liveSyncPosition,
    /** The engine's levels; empty with native playback, where the browser chooses the quality. */
    levels: engine === 'mse' ? levels : [],
    playingHeight,
    lockedHeight,
    lockHeight,
    started,
    failed: failedUrl === masterUrl,
  };
}
