import { creatorMessages, toastMessages, type CreatorVideo } from '@kora/shared';
import { Captions, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast, toastRequestError } from '../../../lib/toast';
import { useDeleteCreatorVideo } from '../api/delete-creator-video';

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

  const confirmDelete = () => {
    if (!deleting) return;
    const video = deleting;
    remove.mutate(video.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: 'Vidéo supprimée', description: `« ${video.title} » a été supprimée.` });
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
          <Button size="sm" variant="outline" onClick={() => setEdit((current) => ({ video, open: true, key: (current?.key ?? 0) + 1 }))} aria-label={`Modifier « ${video.title} »`}>
            <Pencil size={16} aria-hidden /> Modifier
          </Button>
          <Button size="sm" variant="outline" onClick={() => setSubtitlesOf(video)} aria-label={`Sous-titres de « ${video.title} »`} data-testid={`subtitles-open-${video.id}`}>
            <Captions size={16} aria-hidden /> Sous-titres
          </Button>
          <Button size="sm" variant="destructive" onClick={() => setDeleting(video)} aria-label={`Supprimer « ${video.title} »`}>
            <Trash2 size={16} aria-hidden /> Supprimer
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
        title="Supprimer la vidéo ?"
        confirmLabel="Supprimer"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        « {deleting?.title} » sera supprimée définitivement, avec ses fichiers. Cette action est irréversible.
      </ConfirmDialog>
    </>
  );
}
