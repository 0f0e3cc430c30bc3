import type { SubtitleLanguage, SubtitleTrack } from '@kora/shared';
import { Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type HTMLAttributes, type SyntheticEvent } from 'react';
import { serverMessageFromError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { isUnauthorizedError } from '../../lib/query-client';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { RetryMessage } from '../ui/retry-message';
import { Skeleton } from '../ui/skeleton';
import { useDeleteVideoSubtitle } from './delete-video-subtitle';
import { cueCountText } from './subtitle-form';
import type { useVideoSubtitles } from './get-video-subtitles';
import { subtitlesTexts } from './subtitles-texts';

/**
 * The confirm dialog sits inside the manager's: Escape must close it alone. React passes a dialog's `cancel` up the
 * component tree to the manager's dialog, which would close too; this wrapper stops it there (React's types allow
 * onCancel on a dialog only, its event system on any element).
 */
const keepCancelInside = { onCancel: (event: SyntheticEvent) => event.stopPropagation() } as HTMLAttributes<HTMLDivElement>;

interface SubtitleTrackListProps {
  videoId: string;
  tracks: ReturnType<typeof useVideoSubtitles>;
}

/**
 * The video's tracks: language (and label), number of lines, date, each with « Supprimer » after a confirmation.
 * data-testid="subtitle-track-<language>", its button "subtitle-delete-<language>".
 */
export function SubtitleTrackList({ videoId, tracks }: SubtitleTrackListProps) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const remove = useDeleteVideoSubtitle(videoId);
  const [deleting, setDeleting] = useState<SubtitleLanguage | null>(null);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const [deletions, setDeletions] = useState(0);
  const texts = subtitlesTexts.tracks;
  const names = subtitlesTexts.languageNames;

  // After a deletion the row and its button are gone: the list's heading takes the focus. An effect of this component
  // runs after the confirm dialog's own (a child's), which closes it and gives the focus back to the removed button.
  useEffect(() => {
    if (deletions > 0) headingRef.current?.focus();
  }, [deletions]);

  const confirmDelete = () => {
    if (!deleting) return;
    const language = deleting;
    const name = names[language];
    remove.mutate(language, {
      onSuccess: () => {
        setDeleting(null);
        setMessage({ text: texts.deleted(name), failed: false });
        setDeletions((count) => count + 1);
      },
      onError: (error) => {
        setDeleting(null);
        if (!isUnauthorizedError(error)) setMessage({ text: serverMessageFromError(error) ?? texts.deleteFailed(name), failed: true });
      },
    });
  };

  let body;
  if (tracks.isPending) {
    body = (
      <div className="subtitles__loading" aria-hidden>
        <Skeleton height="2.75rem" />
        <Skeleton height="2.75rem" />
      </div>
    );
  } else if (tracks.isError) {
    body = (
      <div className="subtitles__message">
        <RetryMessage text={texts.loadFailed} onRetry={() => void tracks.refetch()} />
      </div>
    );
  } else if (tracks.data.length === 0) {
    body = <p className="subtitles__message">{texts.empty}</p>;
  } else {
    body = (
      <ul className="subtitles__list" role="list">
        {tracks.data.map((track: SubtitleTrack) => {
          const name = names[track.language];
          return (
            <li key={track.language} className="subtitles__track" data-testid={`subtitle-track-${track.language}`}>
              <div className="subtitles__track-text">
                <span className="subtitles__track-name">
                  {name}
                  {track.label && <span className="subtitles__track-label"> · {track.label}</span>}
                </span>
                <span className="subtitles__track-facts">
                  {cueCountText(track.cueCount)} · {formatDate(track.updatedAt)}
                </span>
              </div>
              <Button size="sm" variant="outline" data-testid={`subtitle-delete-${track.language}`} aria-label={texts.deleteLabel(name)} onClick={() => setDeleting(track.language)}>
                <Trash2 size={16} aria-hidden /> {texts.delete}
              </Button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="subtitles__tracks" aria-labelledby={titleId} aria-busy={tracks.isPending || undefined}>
      <h3 className="subtitles__heading" id={titleId} ref={headingRef} tabIndex={-1}>
        {texts.heading}
      </h3>
      {body}
      <p className={message?.failed ? 'subtitles__done subtitles__done--failed' : 'subtitles__done'} role="status">
        {message?.text}
      </p>
      <div {...keepCancelInside}>
        <ConfirmDialog
          open={deleting !== null}
          title={texts.confirmTitle}
          confirmLabel={texts.delete}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        >
          {texts.confirmText(deleting ? names[deleting] : '')}
        </ConfirmDialog>
      </div>
    </section>
  );
}
