import { Camera, Gauge, Mic, Radio } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { MediaPreview } from '../components/media-preview';
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
    <div className="level-meter" role="meter" aria-label="Niveau du micro" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
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
  return (
    <Card className="go-live__panel">
      <h2 className="go-live__subtitle">
        <Gauge size={18} aria-hidden /> Connexion
      </h2>
      <Button variant="outline" loading={measuring} onClick={() => void measure()} className="go-live__inline">
        Mesurer ma connexion
      </Button>
      {result === null && <p className="go-live__state">Ce navigateur ne donne pas d'estimation du réseau. Commencez en 240p, puis montez si l'image reste fluide.</p>}
      {result && (
        <div className="go-live__result" role="status">
          <p>
            Envoi {result.method === 'estimate' ? 'estimé' : 'mesuré'} : <strong>{new Intl.NumberFormat('fr-FR').format(result.kbps)} kb/s</strong>
          </p>
          {rung ? (
            <p>
              Qualité conseillée : <strong>{rung.height}p</strong>
            </p>
          ) : (
            <p className="go-live__state--error">Connexion trop lente pour un direct. Rapprochez-vous du Wi-Fi ou d'une meilleure couverture.</p>
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
  return (
    <main className="page go-live">
      <PageHeader title="Tester avant le direct" />
      <Card className="go-live__panel">
        <h2 className="go-live__subtitle">
          <Camera size={18} aria-hidden /> Caméra et micro
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
              Couper la caméra
            </Button>
          ) : (
            <Button loading={capture.opening} onClick={() => void capture.open({ source: 'camera', height: 360, facingMode: 'user' })}>
              <Camera size={18} aria-hidden /> Tester la caméra et le micro
            </Button>
          )}
        </div>
        {capture.stream && <p className="go-live__hint">Parlez : la barre doit bouger. Vérifiez que vous êtes bien éclairé.</p>}
      </Card>
      <ConnectionCheck />
      {/* /stream may use the camera too; a fresh document keeps the permission policy honest. */}
      <Link to="/stream" reloadDocument className={buttonClass({ size: 'lg' }, 'go-live__next')}>
        <Radio size={20} aria-hidden /> Passer au direct
      </Link>
    </main>
  );
}
