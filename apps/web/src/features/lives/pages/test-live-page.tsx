import { Camera, Gauge, Mic, Radio } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { formatNumber } from '../../../lib/format';
import { MediaPreview } from '../components/media-preview';
import { livesGoLiveTexts } from '../go-live-texts';
import { savePreferredHeight } from '../go-live/preferred-quality';
import { recommendQuality } from '../go-live/quality-recommendation';
import { measureUploadSpeed, type UploadSpeed } from '../go-live/upload-speed';
import { useAudioLevel } from '../go-live/use-audio-level';
import { useMediaCapture } from '../go-live/use-media-capture';
import '../lives.css';
import '../go-live.css';

/** The microphone's level as a bar (and its value for assistive technology). */
function LevelMeter({ level }: { level: number }) {
  const percent = Math.round(level * 100);
  return (
    <div className="level-meter" role="meter" aria-label={livesGoLiveTexts.test.micLevel} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <Mic size={18} aria-hidden />
      <span className="level-meter__track">
        <span className="level-meter__fill" style={{ transform: `scaleX(${level})` }} />
      </span>
    </div>
  );
}

/** The upload check: speed, and the picture size it carries (kept for /stream on this device). */
function ConnectionCheck() {
  const [result, setResult] = useState<UploadSpeed | null | undefined>(undefined);
  const [measuring, setMeasuring] = useState(false);
  const measure = async () => {
    setMeasuring(true);
    const speed = await measureUploadSpeed();
    setResult(speed);
    setMeasuring(false);
    const rung = speed ? recommendQuality(speed.kbps) : null;
    if (rung) savePreferredHeight(rung.height);
  };
  const rung = result ? recommendQuality(result.kbps) : null;
  const texts = livesGoLiveTexts.test;
  return (
    <Card className="go-live__panel">
      <h2 className="go-live__subtitle">
        <Gauge size={18} aria-hidden /> {texts.connection}
      </h2>
      <Button variant="outline" loading={measuring} onClick={() => void measure()} className="go-live__inline">
        {texts.measure}
      </Button>
      {result === null && <p className="go-live__state">{texts.noEstimate}</p>}
      {result && (
        <div className="go-live__result" role="status">
          <p>
            {result.method === 'estimate' ? texts.uploadEstimated : texts.uploadMeasured} <strong>{texts.speed(formatNumber(result.kbps))}</strong>
          </p>
          {rung ? (
            <p>
              {texts.recommended} <strong>{rung.height}p</strong>
            </p>
          ) : (
            <p className="go-live__state--error">{texts.tooSlow}</p>
          )}
        </div>
      )}
    </Card>
  );
}

/**
 * /test-live (creators and admins; its document may use the camera and microphone): try the camera
 * and microphone (preview and level meter), check the connection and get a recommended quality
 * (144p to 720p), then go to /stream.
 */
export default function TestLivePage() {
  const capture = useMediaCapture();
  const level = useAudioLevel(capture.stream);
  const texts = livesGoLiveTexts.test;
  return (
    <main className="page go-live">
      <PageHeader title={texts.pageTitle} />
      <Card className="go-live__panel">
        <h2 className="go-live__subtitle">
          <Camera size={18} aria-hidden /> {texts.cameraAndMic}
        </h2>
        <MediaPreview stream={capture.stream} mirrored />
        {capture.stream && <LevelMeter level={level} />}
        {capture.error && (
          <p className="go-live__state go-live__state--error" role="alert">
            {capture.error}
          </p>
        )}
        <div className="go-live__row">
          {capture.stream ? (
            <Button variant="outline" onClick={capture.close}>
              {texts.stopCamera}
            </Button>
          ) : (
            <Button loading={capture.opening} onClick={() => void capture.open({ source: 'camera', height: 360, facingMode: 'user' })}>
              <Camera size={18} aria-hidden /> {texts.tryCamera}
            </Button>
          )}
        </div>
        {capture.stream && <p className="go-live__hint">{texts.speakHint}</p>}
      </Card>
      <ConnectionCheck />
      {/* /stream may use the camera too; a fresh document keeps the permission policy honest. */}
      <Link to="/stream" reloadDocument className={buttonClass({ size: 'lg' }, 'go-live__next')}>
        <Radio size={20} aria-hidden /> {texts.next}
      </Link>
    </main>
  );
}
