import { useEffect, useState } from 'react';

/**
 * The microphone's loudness, 0 to 1, about 15 times a second (for a level meter): an AnalyserNode
 * on the stream's audio, closed with the stream.
 */
export function useAudioLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0) return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const timer = window.setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
      // RMS, scaled so that speech at arm's length fills about two thirds of the meter.
      setLevel(Math.min(1, Math.sqrt(sum / samples.length) * 4));
    }, 66);
    return () => {
      window.clearInterval(timer);
      setLevel(0);
      void context.close();
    };
  }, [stream]);
  return level;
}
