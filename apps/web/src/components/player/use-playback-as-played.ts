import type { Playback } from '@kora/shared';
import { useEffect, useMemo, useState } from 'react';
import { knownAv1Choice, playbackAsPlayed, playsAv1 } from './av1-choice';

/**
 * The playback as this browser plays it (av1-choice.ts): the AV1 master and figures where it plays the copies, else the
 * H.264 ones. Undefined while the page asks for the playback, and for the few milliseconds Media Capabilities takes to
 * answer the first time (the player starts nothing before: it would start on the other master).
 */
export function usePlaybackAsPlayed(playback: Playback | undefined): Playback | undefined {
  const [choice, setChoice] = useState<{ for: Playback; av1: boolean } | null>(null);
  const known = playback ? knownAv1Choice(playback) : undefined;
  useEffect(() => {
    if (!playback || known !== undefined) return;
    let current = true;
    void playsAv1(playback).then((av1) => current && setChoice({ for: playback, av1 }));
    return () => {
      current = false;
    };
  }, [playback, known]);
  const av1 = known ?? (choice && choice.for === playback ? choice.av1 : undefined);
  return useMemo(() => (playback && av1 !== undefined ? playbackAsPlayed(playback, av1) : undefined), [playback, av1]);
}
