import { type AuthUser, can, type DownloadOption, type Playback, type SubtitleLanguage, subtitleTrackName, type Video } from '@kora/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Download as DownloadIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from '../../../lib/router';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, formatFileSize } from '../../../lib/format';
import { createDownload } from '../api/create-download';
import { deleteDownload } from '../api/delete-download';
import { downloadKeys } from '../api/download-keys';
import { useDownloadOptions } from '../api/get-download-options';
import { useRefreshStored, useStoredDownloads } from '../api/use-stored-downloads';
import { downloadQuality, downloadsTexts } from '../downloads-texts';
import { hasCacheStorage, keepPlayerOffline, storeGrant } from '../offline-store';
import { defaultSubtitlePicks, withPick } from '../subtitle-picks';
import '../downloads.css';

/** `shown`: the subtitles the player showed when the choices opened (their default). */
type Step = { kind: 'idle' } | { kind: 'choosing'; shown: SubtitleLanguage | null } | { kind: 'downloading'; done: number } | { kind: 'failed'; message: string };

const failureOf = (error: unknown) =>
  error instanceof ApiError && error.body?.message ? error.body.message : downloadsTexts.panel.failed;

/**
 * « Télécharger » on the video page (premium and family): the subtitles to keep and the quality with its size first,
 * then the progress, then where it is kept and until when. Nothing for people whose plan has no downloads. The download is the
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
  const queryClient = useQueryClient();
  /** The boxes the person ticked; null: untouched, the default holds. */
  const [picked, setPicked] = useState<SubtitleLanguage[] | null>(null);
  if (!allowed) return null;
  const kept = stored.data?.find((s) => s.download.videoId === video.id);
  const available = options.data?.subtitles ?? [];
  const subtitles = picked ?? defaultSubtitlePicks(available, step.kind === 'choosing' ? step.shown : null);

  const choose = () => {
    // The default is the language the player shows now. This feature cannot ask the player (features do not import
    // each other), but the player keeps the page's playback answer in step with it: its `subtitleLanguage` is the
    // profile's last choice, changed in the cache at each choice in the menu. So one read of the cached answer gives
    // what is shown (or, before any choice, what the profile chose last); no answer cached (the player never asked):
    // none. Read once as the choices open, so a change in the player while they are open never unticks a box.
    const playback = queryClient.getQueryData<Playback>(downloadKeys.playback(video.id));
    setPicked(null);
    setStep({ kind: 'choosing', shown: playback?.subtitleLanguage ?? null });
  };

  const start = async (option: DownloadOption) => {
    const controller = new AbortController();
    running.current = controller;
    setStep({ kind: 'downloading', done: 0 });
    let grantId: string | null = null;
    try {
      const grant = await createDownload(video.id, subtitles.length > 0 ? { rendition: option.rendition, subtitles } : { rendition: option.rendition });
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

  const texts = downloadsTexts.panel;
  return (
    <section className="download-panel" aria-label={texts.label}>
      {kept && step.kind === 'idle' && (
        <p className="download-panel__note" data-testid="download-kept">
          {texts.kept(downloadQuality(kept.download, true), formatFileSize(kept.storedBytes), formatDateTime(kept.download.expiresAt))}{' '}
          <Link to="/downloads">{downloadsTexts.myDownloads}</Link>
        </p>
      )}
      {(step.kind === 'idle' || step.kind === 'failed') && (
        <div>
          <Button variant="outline" size="sm" onClick={choose}>
            <DownloadIcon size={16} aria-hidden /> {kept ? texts.downloadAgain : texts.download}
          </Button>
        </div>
      )}
      {step.kind === 'failed' && (
        <p className="downloads__refusal" role="alert">
          {step.message}
        </p>
      )}
      {step.kind === 'choosing' && available.length > 0 && (
        <fieldset className="download-panel__subtitles">
          <legend>{texts.subtitles}</legend>
          {available.map((track) => (
            <label key={track.language} className="download-panel__subtitle">
              <input
                type="checkbox"
                checked={subtitles.includes(track.language)}
                onChange={(event) => setPicked(withPick(available, subtitles, track.language, event.target.checked))}
              />{' '}
              {subtitleTrackName(track)}
            </label>
          ))}
        </fieldset>
      )}
      {step.kind === 'choosing' && (
        <div role="group" aria-label={texts.quality} className="download-panel__choices">
          {options.isPending && <p className="download-panel__note">{texts.sizesLoading}</p>}
          {options.isError && <p className="downloads__refusal" role="alert">{failureOf(options.error)}</p>}
          {options.data?.options.map((option) => (
            <Button key={option.rendition} size="sm" variant="secondary" onClick={() => void start(option)}>
              {downloadQuality(option)} · ≈ {formatFileSize(option.bytes)}
            </Button>
          ))}
          <Button size="sm" variant="ghost" onClick={() => setStep({ kind: 'idle' })}>
            {texts.cancel}
          </Button>
          {options.data && <p className="download-panel__note">{texts.keptFor(options.data.days)}</p>}
        </div>
      )}
      {step.kind === 'downloading' && (
        <div className="download-panel__progress">
          <ProgressBar label={texts.progressLabel} value={step.done * 100}>
            {texts.progress(Math.round(step.done * 100))}
          </ProgressBar>
          <Button size="sm" variant="ghost" onClick={() => running.current?.abort()}>
            {texts.stop}
          </Button>
        </div>
      )}
    </section>
  );
}
