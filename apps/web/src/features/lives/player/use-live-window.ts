import { useEffect, useState, type RefObject } from 'react';

export interface LiveWindow {
  /** The oldest moment still in the playlist (the DVR window's start). */
  start: number;
  /** The live edge: the end of the newest segment. */
  end: number;
}

const EVENTS = ['timeupdate', 'progress', 'durationchange', 'loadedmetadata', 'emptied'] as const;

function read(video: HTMLVideoElement): LiveWindow {
  const { seekable } = video;
  if (seekable.length === 0) return { start: 0, end: 0 };
  return { start: seekable.start(0), end: seekable.end(seekable.length - 1) };
}

/** The seekable window of a live <video> (hls.js sets it to the playlist's window), re-read as it plays. */
export function useLiveWindow(videoRef: RefObject<HTMLVideoElement | null>): LiveWindow {
  const [window, setWindow] = useState<LiveWindow>({ start: 0, end: 0 });
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const update = () => {
      const next = read(video);
      setWindow((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    for (const name of EVENTS) video.addEventListener(name, update);
    return () => {
      for (const name of EVENTS) video.removeEventListener(name, update);
    };
  }, [videoRef]);
  return window;
}
