import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatFileSize, formatTimeLeft, formatTransferSpeed } from '../../../lib/format';
import type { TransferRate } from '../transfer-rate';

/** 'Envoi de la vidéo': percent, bytes sent, speed and time left, and 'Annuler'. */
export function UploadProgress({ rate, onCancel }: { rate: TransferRate | null; onCancel: () => void }) {
  const percent = Math.floor(rate?.percent ?? 0);
  const sent = rate !== null && rate.total > 0 && rate.loaded >= rate.total;
  let timing = 'Calcul du temps restant…';
  if (sent) timing = 'Vérification du fichier…';
  else if (rate?.bytesPerSecond && rate.secondsLeft !== null) {
    timing = `${formatTransferSpeed(rate.bytesPerSecond)} · ${formatTimeLeft(rate.secondsLeft)}`;
  }
  return (
    <div className="upload-progress">
      <ProgressBar label="Envoi de la vidéo" value={percent} valueText={`${percent} %`}>
        <span className="upload-progress__percent">
          {percent} %{rate && rate.total > 0 && ` · ${formatFileSize(rate.loaded)} sur ${formatFileSize(rate.total)}`}
        </span>
        <span className="upload-progress__timing">{timing}</span>
      </ProgressBar>
      <Button variant="outline" onClick={onCancel} disabled={sent}>
        <X size={18} aria-hidden /> Annuler
      </Button>
    </div>
  );
}
