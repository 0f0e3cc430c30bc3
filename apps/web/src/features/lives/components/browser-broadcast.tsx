import { apiPaths, liveMessages, pathTo, type LiveStream } from '@kora/shared';
import { Camera, Monitor, Radio, RefreshCw, Square } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/input';
import { toastActionError } from '../../../lib/action-error';
import { formatFileSize } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLiveIngest } from '../api/get-live-ingest';
import { useStartLive, useStopLive } from '../api/start-stop-live';
import { canCaptureScreen } from '../go-live/media-errors';
import { preferredHeight } from '../go-live/preferred-quality';
import { BROADCAST_RUNGS, videoBitsPerSecondFor } from '../go-live/quality-recommendation';
import { socketUrl } from '../../../lib/socket-url';
import { useBrowserBroadcast, type BroadcastState } from '../go-live/use-browser-broadcast';
import { useMediaCapture, type CaptureSource } from '../go-live/use-media-capture';
import { livesGoLiveTexts } from '../go-live-texts';
import { livesTexts } from '../lives-texts';
import { MediaPreview } from './media-preview';

/** The broadcast's state in a sentence. */
function StateLine({ state }: { state: BroadcastState }) {
  const texts = livesGoLiveTexts.broadcast;
  if (state.phase === 'connecting') return <p className="go-live__state">{texts.connecting}</p>;
  if (state.phase === 'stopping') return <p className="go-live__state">{texts.stopping}</p>;
  if (state.phase === 'failed') return <p className="go-live__state go-live__state--error" role="alert">{state.message}</p>;
  if (state.phase !== 'live') return null;
  return (
    <p className="go-live__state go-live__state--live">
      <span className="live-dot" aria-hidden /> {texts.onAir(formatFileSize(state.sentBytes))}
      {state.lagging && <span className="go-live__lagging"> · {texts.lagging}</span>}
    </p>
  );
}

/**
 * Going live from the browser (/stream): the camera or the screen with the microphone, a muted
 * preview, the picture size, then 'Démarrer le direct' (the live is started if it was not, then the
 * recorder streams to the ingest socket) and 'Arrêter' (recorder and socket closed, live stopped).
 */
export function BrowserBroadcast({ live }: { live: LiveStream }) {
  const ingest = useLiveIngest(live.id);
  const capture = useMediaCapture();
  const broadcast = useBrowserBroadcast();
  const start = useStartLive();
  const stop = useStopLive();
  const [source, setSource] = useState<CaptureSource>('camera');
  const [facingMode, setFacingMode] = useState<'user' | 'environment'>('user');
  const maxHeight = ingest.data?.maxVideoHeight ?? 720;
  const heights = BROADCAST_RUNGS.map((rung) => rung.height).filter((height) => height <= maxHeight);
  const [height, setHeight] = useState(() => Math.min(preferredHeight(), maxHeight));
  const on = broadcast.state.phase === 'connecting' || broadcast.state.phase === 'live';

  const openSource = (next: CaptureSource, facing = facingMode) => {
    setSource(next);
    setFacingMode(facing);
    void capture.open({ source: next, height, facingMode: facing });
  };

  const changeHeight = (next: number) => {
    setHeight(next);
    // The capture follows: a smaller picture costs the phone less to encode.
    if (capture.stream) void capture.open({ source, height: next, facingMode });
  };

  const goLive = async () => {
    const stream = capture.stream;
    if (!stream) return;
    if (live.phase === 'scheduled') {
      try {
        await start.mutateAsync(live.id);
      } catch (error) {
        toastActionError(error, liveMessages.startFailed);
        return;
      }
    }
    broadcast.start(stream, socketUrl(pathTo(apiPaths.liveBrowserIngest, { id: live.id })), videoBitsPerSecondFor(height, ingest.data?.maxBitrateKbps));
  };

  const endLive = async () => {
    await broadcast.stop();
    stop.mutate(live.id, {
      onSuccess: () => toast({ title: livesGoLiveTexts.broadcast.endedTitle, description: livesTexts.replayLater }),
      onError: (error) => toastActionError(error, liveMessages.stopFailed),
    });
  };

  const texts = livesGoLiveTexts.broadcast;
  return (
    <div className="go-live__panel">
      <MediaPreview stream={capture.stream} mirrored={source === 'camera' && facingMode === 'user'} />
      {capture.error && (
        <p className="go-live__state go-live__state--error" role="alert">
          {capture.error}
        </p>
      )}
      <div className="go-live__row">
        <Button variant={source === 'camera' && capture.stream ? 'secondary' : 'outline'} size="sm" loading={capture.opening && source === 'camera'} disabled={on} onClick={() => openSource('camera')}>
          <Camera size={16} aria-hidden /> {texts.camera}
        </Button>
        {capture.stream && source === 'camera' && (
          <Button variant="outline" size="sm" disabled={on || capture.opening} onClick={() => openSource('camera', facingMode === 'user' ? 'environment' : 'user')}>
            <RefreshCw size={16} aria-hidden /> {texts.switchCamera}
          </Button>
        )}
        {canCaptureScreen() && (
          <Button variant={source === 'screen' && capture.stream ? 'secondary' : 'outline'} size="sm" loading={capture.opening && source === 'screen'} disabled={on} onClick={() => openSource('screen')}>
            <Monitor size={16} aria-hidden /> {texts.screen}
          </Button>
        )}
      </div>
      <label className="go-live__quality">
        <span className="field__label">{texts.quality}</span>
        <Select value={height} disabled={on} onChange={(event) => changeHeight(Number(event.target.value))}>
          {heights.map((value) => (
            <option key={value} value={value}>
              {value}p
            </option>
          ))}
        </Select>
      </label>
      <StateLine state={broadcast.state} />
      <div className="go-live__row">
        {on ? (
          <Button variant="destructive" loading={stop.isPending} onClick={() => void endLive()}>
            <Square size={18} aria-hidden /> {liveMessages.stop}
          </Button>
        ) : (
          <Button disabled={!capture.stream || broadcast.state.phase === 'stopping'} loading={start.isPending} onClick={() => void goLive()}>
            <Radio size={18} aria-hidden /> {liveMessages.goLive}
          </Button>
        )}
      </div>
      {!capture.stream && !capture.error && <p className="go-live__hint">{texts.hint}</p>}
    </div>
  );
}
