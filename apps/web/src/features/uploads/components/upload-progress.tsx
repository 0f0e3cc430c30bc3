import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatFileSize, formatTimeLeft, formatTransferSpeed } from '../../../lib/format';
import type { SendingState } from '../api/upload-video';
import { uploadsTexts } from '../uploads-texts';

/**
 * 'Envoi de la vidéo': percent, bytes sent, speed and time left, and 'Annuler'. Says when the
 * connection dropped (the upload tries again by itself) and when it carried on from where an
 * earlier attempt stopped.
 */
export function UploadProgress({ sending, onCancel }: { sending: SendingState | null; onCancel: () => void }) {
  const rate = sending?.rate ?? null;
  const percent = Math.floor(rate?.percent ?? 0);
  const sent = rate !== null && rate.total > 0 && rate.loaded >= rate.total;
  const texts = uploadsTexts.progress;
  let timing = texts.estimating;
  if (sent) timing = texts.checking;
  else if (rate?.bytesPerSecond && rate.secondsLeft !== null) {
    timing = `${formatTransferSpeed(rate.bytesPerSecond)} · ${formatTimeLeft(rate.secondsLeft)}`;
  }
  let news = '';
  if (sending?.reconnecting) news = texts.reconnecting;
  else if (sending?.resumedPercent != null) news = texts.resumed(sending.resumedPercent);
  return (
    <div className="upload-progress">
      <ProgressBar label={texts.label} value={percent} valueText={`${percent} %`}>
        <span className="upload-progress__percent">
          {percent} %{rate && rate.total > 0 && ` · ${texts.sizes(formatFileSize(rate.loaded), formatFileSize(rate.total))}`}
        </span>
        {!sending?.reconnecting && <span className="upload-progress__timing">{timing}</span>}
        {/* Said when it happens; the changing numbers above stay quiet. */}
        <span className="upload-progress__news" role="status">
          {news}
        </span>
      </ProgressBar>
      <Button variant="outline" onClick={onCancel} disabled={sent}>
        <X size={18} aria-hidden /> {texts.cancel}
      </Button>
    </div>
  );
}
