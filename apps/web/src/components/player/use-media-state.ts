import { useEffect, useState, type RefObject } from 'react';

export interface MediaState {
  playing: boolean;
  muted: boolean;
  /** 0 to 1. */
  volume: number;
  currentTime: number;
  /** Seconds; 0 until the media says. */
  duration: number;
  /** Waiting for data: loading, seeking or starved. */
  buffering: boolean;
}

const initialState: MediaState = { playing: false, muted: false, volume: 1, currentTime: 0, duration: 0, buffering: false };

const EVENTS = ['play', 'pause', 'playing', 'waiting', 'timeupdate', 'durationchange', 'loadedmetadata', 'volumechange', 'seeking', 'seeked', 'canplay', 'ended', 'emptied'] as const;

function read(video: HTMLVideoElement): MediaState {
  const playing = !video.paused && !video.ended;
  return {
    playing,
    muted: video.muted || video.volume === 0,
    volume: video.volume,
    currentTime: video.currentTime,
    duration: Number.isFinite(video.duration) ? video.duration : 0,
    buffering: video.seeking || (playing && video.readyState < HTMLMediaElement.HAVE_FUTURE_DATA),
  };
}

/** The state of a <video>, re-read on each of its media events. */
export function useMediaState(videoRef: RefObject<HTMLVideoElement | null>): MediaState {
  const [state, setState] = useState(initialState);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const update = () => setState(read(video));
    for (const name of EVENTS) video.addEventListener(name, update);
    return () => {
      for (const name of EVENTS) video.removeEventListener(name, update);
    };
  }, [videoRef]);
  return state;
}
