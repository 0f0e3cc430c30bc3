import { type AuthUser, can, type DownloadOption, type Video } from '@kora/shared';
import { Download as DownloadIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from '../../../lib/router';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, formatFileSize } from '../../../lib/format';
import { createDownload } from '../api/create-download';
import { deleteDownload } from '../api/delete-download';
import { useDownloadOptions } from '../api/get-download-options';
import { useRefreshStored, useStoredDownloads } from '../api/use-stored-downloads';
import { hasCacheStorage, keepPlayerOffline, storeGrant } from '../offline-store';
import '../downloads.css';

type Step = { kind: 'idle' } | { kind: 'choosing' } | { kind: 'downloading'; done: number } | { kind: 'failed'; message: string };

const failureOf = (error: unknown) =>
  error instanceof ApiError && error.body?.message ? error.body.message : 'Le téléchargement a échoué. Vérifiez votre connexion puis réessayez.';

/**
 * « Télécharger » on the video page (premium and family): the quality and its size first, then the progress,
 * then where it is kept and until when. Nothing for people whose plan has no downloads. The download is the
 * watching profile's (`user.profile`, from the user query), as the server keeps it: kept here under its id.
 */
export default function DownloadPanel({ video, user }: { video: Video; user: AuthUser }) {
  const allowed = can(user, 'downloadVideo', video) && hasCacheStorage();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const options = useDownloadOptions(video.id, allowed && step.kind === 'choosing');
  const profileId = user.profile.id;
  const stored = useStoredDownloads(profileId);
  const refresh = useRefreshStored();
  const running = useRef<AbortController | null>(null);
  if (!allowed) return null;
  const kept = stored.data?.find((s) => s.download.videoId === video.id);

  const start = async (option: DownloadOption) => {
    const controller = new AbortController();
    running.current = controller;
    setStep({ kind: 'downloading', done: 0 });
    let grantId: string | null = null;
    try {
      const grant = await createDownload(video.id, { rendition: option.rendition });
      grantId = grant.download.id;
      await storeGrant(grant, profileId, (done) => setStep({ kind: 'downloading', done }), controller.signal);
      keepPlayerOffline();
      await refresh();
      setStep({ kind: 'idle' });
    } catch (error) {
      if (!controller.signal.aborted) return setStep({ kind: 'failed', message: failureOf(error) });
      // Stopped by the person: what was kept is gone (storeGrant), and the server forgets the download too.
      if (grantId) await deleteDownload(grantId).catch(() => undefined);
      await refresh();
      setStep({ kind: 'idle' });
    } finally {
      running.current = null;
    }
  };

  return (
    <section className="download-panel" aria-label="Téléchargement">
      {kept && step.kind === 'idle' && (
        <p className="download-panel__note" data-testid="download-kept">
          Téléchargée en {kept.download.rendition} ({formatFileSize(kept.storedBytes)}), disponible hors ligne jusqu’au{' '}
          {formatDateTime(kept.download.expiresAt)}. <Link to="/downloads">Mes téléchargements</Link>
        </p>
      )}
      {(step.kind === 'idle' || step.kind === 'failed') && (
        <div>
          <Button variant="outline" size="sm" onClick={() => setStep({ kind: 'choosing' })}>
            <DownloadIcon size={16} aria-hidden /> {kept ? 'Télécharger à nouveau' : 'Télécharger'}
          </Button>
        </div>
      )}
      {step.kind === 'failed' && (
        <p className="downloads__refusal" role="alert">
          {step.message}
        </p>
      )}
      {step.kind === 'choosing' && (
        <div role="group" aria-label="Qualité du téléchargement" className="download-panel__choices">
          {options.isPending && <p className="download-panel__note">Tailles des qualités…</p>}
          {options.isError && <p className="downloads__refusal" role="alert">{failureOf(options.error)}</p>}
          {options.data?.options.map((option) => (
            <Button key={option.rendition} size="sm" variant="secondary" onClick={() => void start(option)}>
              {option.rendition} · ≈ {formatFileSize(option.bytes)}
            </Button>
          ))}
          <Button size="sm" variant="ghost" onClick={() => setStep({ kind: 'idle' })}>
            Annuler
          </Button>
          {options.data && <p className="download-panel__note">Gardée {options.data.days} jours sur cet appareil, prolongée quand vous êtes en ligne.</p>}
        </div>
      )}
      {step.kind === 'downloading' && (
        <div className="download-panel__progress">
          <ProgressBar label="Téléchargement de la vidéo" value={step.done * 100}>
            Téléchargement… {Math.round(step.done * 100)} %
          </ProgressBar>
          <Button size="sm" variant="ghost" onClick={() => running.current?.abort()}>
            Arrêter le téléchargement
          </Button>
        </div>
      )}
    </section>
  );
}
