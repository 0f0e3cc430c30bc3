import type Hls from 'hls.js/light';
import type { ErrorData, FragLoadedData, HlsConfig, LevelDetails, LevelLoadedData, LevelSwitchedData, ManifestParsedData } from 'hls.js/light';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { addDataUsage } from './data-usage';
import { loadHls } from './player-code';
import { createStartGate, type StartGate } from './start-gate';
import { isPhoneLike, rememberBandwidth, startConfig, startEstimate, startLevelFor } from './start-plan';

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
}

/** Index of the highest level at or below `maxHeight` (levels are sorted by bitrate), -1 for no cap. */
function capFor(levels: QualityLevel[], maxHeight: number | null): number {
  if (maxHeight === null) return -1;
  const allowed = levels.filter((level) => level.height <= maxHeight);
  return allowed.length ? Math.max(...allowed.map((level) => level.index)) : 0;
}

/**
 * Plays a signed HLS master playlist in a <video>: with hls.js (loaded here, on demand, so no other
 * page carries it) where Media Source Extensions exist, else natively (Safari on iOS). The light
 * build is enough (~60 KB gzip less): every variant of our ladder carries its own audio, with no
 * alternate audio groups, subtitles or DRM.
 *
 * Nothing is downloaded beyond the playlists until the viewer presses play (unless autoplay is on): a
 * page opened and left costs almost no data. Play pressed before hls.js or the playlist is there is
 * kept (start-gate) and acted on once they are. Playback starts at the rung the bandwidth measured
 * last time carries (the lowest on a phone when nothing was measured), then Auto steps up; every
 * segment's bytes count in this month's data use. A renewal (new masterUrl) resumes where the video
 * was, playing if it was.
 */
export function useHlsSource(videoRef: RefObject<HTMLVideoElement | null>, options: HlsSourceOptions) {
  const { masterUrl, maxAutoHeight } = options;
  const [engine, setEngine] = useState<'hls' | 'native' | null>(null);
  const hlsRef = useRef<Hls | null>(null);
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
    let hls: Hls | null = null;
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
    loadHls()
      .then((module) => {
        if (cancelled) return;
        const HlsJs = module?.default;
        if (!HlsJs?.isSupported()) return hasNativeHls ? playNatively() : setFailedUrl(masterUrl);
        const phone = isPhoneLike();
        const estimate = startEstimate(phone);
        const loadsAtOnce = gate.loadsAtOnce;
        const instance = new HlsJs({ ...startConfig(estimate, phone), ...config(), startPosition: position, autoStartLoad: loadsAtOnce });
        hls = instance;
        let fragments = 0;
        instance.on(HlsJs.Events.MANIFEST_PARSED, (_event, data: ManifestParsedData) => {
          const list = data.levels.map((level, index) => ({ index, height: level.height }));
          setLevels(list);
          instance.autoLevelCapping = autoCap(list);
          const locked = firstLevel(list);
          if (locked >= 0) instance.nextLevel = locked;
          else {
            const cap = instance.autoLevelCapping;
            const start = startLevelFor(data.levels.map((level) => level.bitrate), estimate, phone);
            if (start >= 0) instance.startLevel = cap >= 0 ? Math.min(start, cap) : start;
          }
          gate.parsed();
        });
        instance.on(HlsJs.Events.FRAG_LOADED, (_event, data: FragLoadedData) => {
          addDataUsage(data.frag.stats.loaded);
          // Two segments are a measure, not hls.js's default guess: keep it for the next playback.
          fragments += 1;
          if (fragments >= 2) rememberBandwidth(instance.bandwidthEstimate);
        });
        instance.on(HlsJs.Events.LEVEL_LOADED, (_event, data: LevelLoadedData) => onLevelDetails(data.details));
        instance.on(HlsJs.Events.LEVEL_SWITCHED, (_event, data: LevelSwitchedData) => setPlayingHeight(instance.levels[data.level]?.height ?? null));
        instance.on(HlsJs.Events.ERROR, (_event, data: ErrorData) => {
          if (data.response?.code === 403) return onExpired();
          if (!data.fatal) return;
          if (data.type === HlsJs.ErrorTypes.MEDIA_ERROR) instance.recoverMediaError();
          // A dropped mobile connection: try again shortly, from where the video is.
          else if (data.type === HlsJs.ErrorTypes.NETWORK_ERROR) retryTimer = window.setTimeout(() => instance.startLoad(video.currentTime || position), 3000);
          else setFailedUrl(masterUrl);
        });
        instance.loadSource(masterUrl);
        instance.attachMedia(video);
        hlsRef.current = instance;
        setEngine('hls');
        gate.attach({ startLoad: () => instance.startLoad(startPosition()), play }, loadsAtOnce);
      })
      // The player's code could not be downloaded (connection lost).
      .catch(() => setFailedUrl(masterUrl));

    return () => {
      cancelled = true;
      if (gateRef.current === gate) gateRef.current = null;
      if (played) handoff.current = { position: video.currentTime || position, playing: !video.paused };
      window.clearTimeout(retryTimer);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('error', onNativeError);
      hls?.destroy();
      hlsRef.current = null;
      video.removeAttribute('src');
      video.load();
    };
  }, [videoRef, masterUrl]);

  // Data saver switched while watching: automatic quality follows at once.
  useEffect(() => {
    if (hlsRef.current) hlsRef.current.autoLevelCapping = capFor(levels, maxAutoHeight);
  }, [engine, levels, maxAutoHeight]);

  /** Locks hls.js to a height, or returns to automatic quality with null. */
  const lockHeight = (height: number | null) => {
    setLockedHeight(height);
    if (!hlsRef.current) return;
    // nextLevel switches from the next segment: what is already downloaded is still played, not thrown away.
    hlsRef.current.nextLevel = levels.find((level) => level.height === height)?.index ?? -1;
  };

  /** The viewer pressed Play (true) or Pause (false) on our controls, whatever the element makes of it. */
  const ask = (play: boolean) => {
    askedToPlay.current = play;
    if (play) gateRef.current?.want();
  };

  /** Where hls.js would play a live to keep its target latency (null: not a live, or native playback). */
  const liveSyncPosition = (): number | null => hlsRef.current?.liveSyncPosition ?? null;

  return {
    ask,
    liveSyncPosition,
    /** hls.js levels; empty with native playback, where the browser chooses the quality. */
    levels: engine === 'hls' ? levels : [],
    playingHeight,
    lockedHeight,
    lockHeight,
    started,
    failed: failedUrl === masterUrl,
  };
}
