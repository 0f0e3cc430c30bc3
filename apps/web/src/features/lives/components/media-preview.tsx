import { useEffect, useRef } from 'react';
import { livesTexts } from '../lives-texts';

/** The camera or screen as it is captured, muted (no echo of one's own voice). */
export function MediaPreview({ stream, mirrored }: { stream: MediaStream | null; mirrored?: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    if (stream) void video.play().catch(() => undefined);
  }, [stream]);
  return (
    <div className="go-live__preview">
      <video ref={ref} data-testid="capture-preview" muted playsInline autoPlay className={mirrored ? 'go-live__video go-live__video--mirrored' : 'go-live__video'} />
      {!stream && <p className="go-live__preview-empty">{livesTexts.cameraPreview}</p>}
    </div>
  );
}
