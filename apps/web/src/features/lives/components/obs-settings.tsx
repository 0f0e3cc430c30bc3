import type { LiveIngest } from '@kora/shared';
import { Copy, Eye, EyeOff, KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { RetryMessage } from '../../../components/ui/retry-message';
import { toastActionError } from '../../../lib/action-error';
import { toast } from '../../../lib/toast';
import { useLiveIngest, useRegenerateLiveIngest } from '../api/get-live-ingest';

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: `${what} copié` });
  } catch {
    toast({ title: 'Copie impossible', description: 'Sélectionnez le texte puis copiez-le à la main.', variant: 'destructive' });
  }
}

/** A read-only value with 'Copier' (and 'Afficher' for a secret). */
function CopyField({ label, value, secret }: { label: string; value: string; secret?: boolean }) {
  const id = useId();
  const [shown, setShown] = useState(!secret);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="copy-field">
        <input id={id} className="input copy-field__input" readOnly value={value} type={shown ? 'text' : 'password'} onFocus={(event) => event.target.select()} />
        {secret && (
          <Button variant="outline" size="icon" aria-label={shown ? `Masquer ${label.toLowerCase()}` : `Afficher ${label.toLowerCase()}`} onClick={() => setShown(!shown)}>
            {shown ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
          </Button>
        )}
        <Button variant="outline" size="icon" aria-label={`Copier ${label.toLowerCase()}`} onClick={() => void copy(value, label)}>
          <Copy size={18} aria-hidden />
        </Button>
      </div>
    </div>
  );
}

/** What OBS needs: Server and Stream Key, the recommended output settings, and a new key on demand. */
function ObsDetails({ liveId, ingest }: { liveId: string; ingest: LiveIngest }) {
  const regenerate = useRegenerateLiveIngest();
  const [confirming, setConfirming] = useState(false);
  const onRegenerate = () =>
    regenerate.mutate(liveId, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: 'Nouvelle clé créée', description: "L'ancienne clé ne fonctionne plus : mettez OBS à jour." });
      },
      onError: (error) => {
        setConfirming(false);
        toastActionError(error, 'Impossible de régénérer la clé');
      },
    });
  return (
    <div className="go-live__panel">
      <CopyField label="Serveur" value={ingest.rtmpUrl} />
      <CopyField label="Clé de stream" value={ingest.streamKey} secret />
      <Button variant="outline" size="sm" className="go-live__inline" onClick={() => setConfirming(true)}>
        <KeyRound size={16} aria-hidden /> Régénérer la clé
      </Button>
      <div className="go-live__settings">
        <h3 className="go-live__subtitle">Réglages conseillés dans OBS</h3>
        <ul>
          <li>Paramètres › Stream : service « Personnalisé », le serveur et la clé ci-dessus.</li>
          <li>Sortie › Encodeur : x264 (ou matériel H.264), contrôle du débit CBR.</li>
          <li>Débit vidéo : {ingest.maxBitrateKbps} kb/s au plus (moins si votre connexion est lente).</li>
          <li>Intervalle d'images clés : {ingest.recommendedKeyframeSeconds} s.</li>
          <li>Vidéo › Résolution de sortie : {ingest.maxVideoHeight}p au plus, 25 ou 30 images/s.</li>
          <li>Audio : AAC, 128 kb/s.</li>
        </ul>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Régénérer la clé de stream ?"
        confirmLabel="Régénérer"
        busy={regenerate.isPending}
        onConfirm={onRegenerate}
        onClose={() => setConfirming(false)}
      >
        L'ancienne clé cessera de fonctionner immédiatement. Un encodeur qui l'utilise sera déconnecté.
      </ConfirmDialog>
    </div>
  );
}

/** The OBS way of going live (the live's owner only): the ingest's address and key. */
export function ObsSettings({ liveId }: { liveId: string }) {
  const ingest = useLiveIngest(liveId);
  if (ingest.isPending) return <Skeleton height="12rem" />;
  if (ingest.isError) return <RetryMessage text="Les informations de diffusion n'ont pas pu être chargées." onRetry={() => void ingest.refetch()} />;
  return <ObsDetails liveId={liveId} ingest={ingest.data} />;
}
