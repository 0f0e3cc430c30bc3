import { useEffect, useRef, useState } from 'react';
import { playlistUrlOf } from '../offline-store';

/** Plays a kept download from this browser (the service worker serves its folder), with the browser's controls. */
export default function OfflinePlayer({ id, title }: { id: string; title: string }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const source = playlistUrlOf(id);
    let destroy = () => {};
    let cancelled = false;
    void import('hls.js/light').then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) {
        video.src = source;
        void video.play().catch(() => undefined);
        return;
      }
      const hls = new Hls({ maxBufferLength: 30 });
      destroy = () => hls.destroy();
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) setFailed(true);
      });
      hls.on(Hls.Events.MANIFEST_PARSED, () => void video.play().catch(() => undefined));
      hls.loadSource(source);
      hls.attachMedia(video);
    });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [id]);

  return (
    <div className="offline-player">
      <video ref={videoRef} className="offline-player__video" controls playsInline aria-label={`Lecture hors ligne : ${title}`} />
      {failed && <p role="alert">Lecture impossible : ce téléchargement est incomplet ou a expiré.</p>}
    </div>
  );
}
