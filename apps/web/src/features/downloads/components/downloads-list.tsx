import { subtitleTrackName } from '@kora/shared';
import { Play, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDateTime, formatFileSize } from '../../../lib/format';
import { deleteDownload } from '../api/delete-download';
import { useRefreshStored, useStoredDownloads } from '../api/use-stored-downloads';
import { isExpired, removeStored } from '../offline-store';
import type { StoredDownload } from '../profile-downloads';
import { downloadQuality, downloadsTexts } from '../downloads-texts';
import '../downloads.css';

const OfflinePlayer = lazy(() => import('./offline-player'));

function DownloadItem({ stored, playing, onPlay, onDelete }: { stored: StoredDownload; playing: boolean; onPlay: () => void; onDelete: () => void }) {
  const { download, storedBytes, subtitles = [] } = stored;
  const expired = isExpired(download);
  const texts = downloadsTexts.list;
  return (
    <li className="download-item" data-testid="download-item">
      <div className="download-item__info">
        <p className="download-item__title">{download.title}</p>
        <p className="download-item__meta">
          {downloadQuality(download)} · {formatFileSize(storedBytes)}
          {subtitles.length > 0 && ` · ${texts.subtitles(subtitles.map(subtitleTrackName).join(', '))}`}
        </p>
        <p className={expired ? 'download-item__expiry download-item__expiry--over' : 'download-item__expiry'}>
          {expired ? texts.expiredSince(formatDateTime(download.expiresAt)) : texts.availableUntil(formatDateTime(download.expiresAt))}
        </p>
      </div>
      <div className="download-item__actions">
        <Button size="sm" onClick={onPlay} aria-label={texts.playTitle(download.title)} aria-pressed={playing}>
          <Play size={16} aria-hidden /> {texts.play}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete} aria-label={texts.removeTitle(download.title)}>
          <Trash2 size={16} aria-hidden /> {texts.remove}
        </Button>
      </div>
    </li>
  );
}

/**
 * The downloads of `profileId` kept in this browser (another profile's are never listed; none when the profile is
 * unknown): space used, play (refused once expired) and delete.
 */
export function DownloadsList({ profileId }: { profileId: string | null }) {
  const stored = useStoredDownloads(profileId);
  const refresh = useRefreshStored();
  const [playing, setPlaying] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const texts = downloadsTexts.list;
  if (stored.isPending) return <p className="downloads__note">{texts.loading}</p>;
  const items = stored.data ?? [];
  if (items.length === 0) return <p className="downloads__note">{texts.empty}</p>;
  const used = items.reduce((sum, item) => sum + item.storedBytes, 0);
  const current = items.find((item) => item.download.id === playing);

  const play = (item: StoredDownload) => {
    // The page checks the expiry (the service worker refuses the files too).
    if (isExpired(item.download)) {
      setPlaying(null);
      setRefusal(texts.expired);
      return;
    }
    setRefusal(null);
    setPlaying(item.download.id);
  };
  const remove = async (id: string) => {
    if (playing === id) setPlaying(null);
    await removeStored(id);
    if (navigator.onLine) await deleteDownload(id).catch(() => undefined);
    await refresh();
  };

  return (
    <section className="downloads" aria-label={downloadsTexts.myDownloads}>
      <p className="downloads__space">{texts.spaceUsed(formatFileSize(used))}</p>
      {refusal && (
        <p className="downloads__refusal" role="alert">
          {refusal}
        </p>
      )}
      {current && (
        <Suspense fallback={<p className="downloads__note">{texts.preparingPlayback}</p>}>
          <OfflinePlayer key={current.download.id} id={current.download.id} title={current.download.title} subtitles={current.subtitles} />
        </Suspense>
      )}
      <ul className="downloads__list">
        {items.map((item) => (
          <DownloadItem key={item.download.id} stored={item} playing={playing === item.download.id} onPlay={() => play(item)} onDelete={() => void remove(item.download.id)} />
        ))}
      </ul>
    </section>
  );
}
