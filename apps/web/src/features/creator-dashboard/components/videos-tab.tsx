import { creatorMessages, toastMessages, type CreatorVideo } from '@kora/shared';
import { Captions, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast, toastRequestError } from '../../../lib/toast';
import { useDeleteCreatorVideo } from '../api/delete-creator-video';
import { creatorDashboardTexts } from '../creator-dashboard-texts';

const EditVideoModal = lazy(() => import('./edit-video-modal'));
// « Sous-titres » (shared with the admin's videos): its own chunk, fetched on the first press.
const SubtitlesDialog = lazy(() => import('../../../components/subtitles/subtitles-dialog'));

/**
 * The list of the creator's videos, given by the page's composer (the uploads feature's, which polls
 * while one is being prepared): it draws each row and puts `actionsOf(video)` under it.
 */
export type CreatorVideoListSlot = (actionsOf: (video: CreatorVideo) => ReactNode) => ReactNode;

interface VideosTabProps {
  list: CreatorVideoListSlot;
  /** The categories a video may be given (those of the upload form). */
  categories: readonly string[];
}

/**
 * Vidéos: the creator's videos with their state, 'Modifier' (a form in a dialog), 'Sous-titres' (the video's tracks,
 * in a dialog) and 'Supprimer' (after confirmation).
 */
export function VideosTab({ list, categories }: VideosTabProps) {
  // The dialog stays mounted once fetched and is closed, not removed, so the browser gives focus back
  // to 'Modifier'; each opening is a new form (key).
  const [edit, setEdit] = useState<{ video: CreatorVideo; open: boolean; key: number } | null>(null);
  const [deleting, setDeleting] = useState<CreatorVideo | null>(null);
  // Like the edit dialog, once fetched it stays mounted (closed: video null), so focus goes back to the button.
  const [subtitlesOf, setSubtitlesOf] = useState<CreatorVideo | null | undefined>(undefined);
  const remove = useDeleteCreatorVideo();
  const texts = creatorDashboardTexts.videos;

  const confirmDelete = () => {
    if (!deleting) return;
    const video = deleting;
    remove.mutate(video.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: texts.deletedTitle, description: texts.deleted(video.title) });
      },
      onError: (error) => {
        setDeleting(null);
        toastRequestError(error, creatorMessages.deleteFailed, toastMessages.genericErrorFallback);
      },
    });
  };

  return (
    <>
      {list((video) => (
        <>
          <Button size="sm" variant="outline" onClick={() => setEdit((current) => ({ video, open: true, key: (current?.key ?? 0) + 1 }))} aria-label={texts.editLabel(video.title)}>
            <Pencil size={16} aria-hidden /> {texts.edit}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setSubtitlesOf(video)} aria-label={texts.subtitlesLabel(video.title)} data-testid={`subtitles-open-${video.id}`}>
            <Captions size={16} aria-hidden /> {texts.subtitles}
          </Button>
          <Button size="sm" variant="destructive" onClick={() => setDeleting(video)} aria-label={texts.deleteLabel(video.title)}>
            <Trash2 size={16} aria-hidden /> {texts.delete}
          </Button>
        </>
      ))}
      {edit && (
        <Suspense fallback={null}>
          <EditVideoModal key={edit.key} open={edit.open} video={edit.video} categories={categories} onClose={() => setEdit({ ...edit, open: false })} />
        </Suspense>
      )}
      {subtitlesOf !== undefined && (
        <Suspense fallback={null}>
          <SubtitlesDialog video={subtitlesOf} onClose={() => setSubtitlesOf(null)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={texts.deleteTitle}
        confirmLabel={texts.delete}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {texts.deleteText(deleting?.title ?? '')}
      </ConfirmDialog>
    </>
  );
}
