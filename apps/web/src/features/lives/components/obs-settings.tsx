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
import { livesGoLiveTexts } from '../go-live-texts';

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: livesGoLiveTexts.obs.copied(what) });
  } catch {
    toast({ title: livesGoLiveTexts.obs.copyFailedTitle, description: livesGoLiveTexts.obs.copyFailed, variant: 'destructive' });
  }
}

/** A read-only value with 'Copier' (and 'Afficher' for a secret). */
function CopyField({ label, value, secret }: { label: string; value: string; secret?: boolean }) {
  const id = useId();
  const [shown, setShown] = useState(!secret);
  const texts = livesGoLiveTexts.obs;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="copy-field">
        <input id={id} className="input copy-field__input" readOnly value={value} type={shown ? 'text' : 'password'} onFocus={(event) => event.target.select()} />
        {secret && (
          <Button variant="outline" size="icon" aria-label={shown ? texts.hide(label.toLowerCase()) : texts.show(label.toLowerCase())} onClick={() => setShown(!shown)}>
            {shown ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
          </Button>
        )}
        <Button variant="outline" size="icon" aria-label={texts.copy(label.toLowerCase())} onClick={() => void copy(value, label)}>
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
  const texts = livesGoLiveTexts.obs;
  const onRegenerate = () =>
    regenerate.mutate(liveId, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: texts.newKeyTitle, description: texts.newKeyDescription });
      },
      onError: (error) => {
        setConfirming(false);
        toastActionError(error, texts.regenerateFailed);
      },
    });
  return (
    <div className="go-live__panel">
      <CopyField label={texts.server} value={ingest.rtmpUrl} />
      <CopyField label={texts.streamKey} value={ingest.streamKey} secret />
      <Button variant="outline" size="sm" className="go-live__inline" onClick={() => setConfirming(true)}>
        <KeyRound size={16} aria-hidden /> {texts.regenerateKey}
      </Button>
      <div className="go-live__settings">
        <h3 className="go-live__subtitle">{texts.settingsTitle}</h3>
        <ul>
          <li>{texts.streamSetting}</li>
          <li>{texts.encoderSetting}</li>
          <li>{texts.bitrateSetting(ingest.maxBitrateKbps)}</li>
          <li>{texts.keyframeSetting(ingest.recommendedKeyframeSeconds)}</li>
          <li>{texts.resolutionSetting(ingest.maxVideoHeight)}</li>
          <li>{texts.audioSetting}</li>
        </ul>
      </div>
      <ConfirmDialog
        open={confirming}
        title={texts.confirmTitle}
        confirmLabel={texts.confirm}
        busy={regenerate.isPending}
        onConfirm={onRegenerate}
        onClose={() => setConfirming(false)}
      >
        {texts.confirmText}
      </ConfirmDialog>
    </div>
  );
}

/** The OBS way of going live (the live's owner only): the ingest's address and key. */
export function ObsSettings({ liveId }: { liveId: string }) {
  const ingest = useLiveIngest(liveId);
  if (ingest.isPending) return <Skeleton height="12rem" />;
  if (ingest.isError) return <RetryMessage text={livesGoLiveTexts.obs.loadFailed} onRetry={() => void ingest.refetch()} />;
  return <ObsDetails liveId={liveId} ingest={ingest.data} />;
}
