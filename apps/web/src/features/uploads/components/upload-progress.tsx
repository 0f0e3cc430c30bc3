import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatFileSize, formatTimeLeft, formatTransferSpeed } from '../../../lib/format';
import type { SendingState } from '../api/upload-video';

/**
 * 'Envoi de la vidéo': percent, bytes sent, speed and time left, and 'Annuler'. Says when the
 * connection dropped (the upload tries again by itself) and when it carried on from where an
 * earlier attempt stopped.
 */
export function UploadProgress({ sending, onCancel }: { sending: SendingState | null; onCancel: () => void }) {
  const rate = sending?.rate ?? null;
  const percent = Math.floor(rate?.percent ?? 0);
  const sent = rate !== null && rate.total > 0 && rate.loaded >= rate.total;
  let timing = 'Calcul du temps restant…';
  if (sent) timing = 'Vérification du fichier…';
  else if (rate?.bytesPerSecond && rate.secondsLeft !== null) {
    timing = `${formatTransferSpeed(rate.bytesPerSecond)} · ${formatTimeLeft(rate.secondsLeft)}`;
  }
  let news = '';
  if (sending?.reconnecting) news = 'Connexion perdue, nouvelle tentative…';
  else if (sending?.resumedPercent != null) news = `Envoi repris à ${sending.resumedPercent} % : la partie déjà reçue n'est pas renvoyée.`;
  return (
    <div className="upload-progress">
      <ProgressBar label="Envoi de la vidéo" value={percent} valueText={`${percent} %`}>
        <span className="upload-progress__percent">
          {percent} %{rate && rate.total > 0 && ` · ${formatFileSize(rate.loaded)} sur ${formatFileSize(rate.total)}`}
        </span>
        {!sending?.reconnecting && <span className="upload-progress__timing">{timing}</span>}
        {/* Said when it happens; the changing numbers above stay quiet. */}
        <span className="upload-progress__news" role="status">
          {news}
        </span>
      </ProgressBar>
      <Button variant="outline" onClick={onCancel} disabled={sent}>
        <X size={18} aria-hidden /> Annuler
      </Button>
    </div>
  );
}
