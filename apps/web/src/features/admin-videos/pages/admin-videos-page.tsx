import { adminMessages, ADMIN_PAGE_SIZE, type AdminVideo } from '@kora/shared';
import { ChevronDown, Plus } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { AdminCount } from '../../../components/admin/admin-count';
import { adminComponentsTexts } from '../../../components/admin/admin-components-texts';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminPager } from '../../../components/admin/admin-pager';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toastActionError } from '../../../lib/action-error';
import { toast } from '../../../lib/toast';
import { adminVideosTexts as t } from '../admin-videos-texts';
import { useDeleteAdminVideo } from '../api/delete-admin-video';
import { usePrepareAdminVideo, usePrepareOlderVideos } from '../api/prepare-admin-video';
import { useAdminVideos } from '../api/get-admin-videos';
import { useSetAdminVideoStatus } from '../api/set-admin-video-status';
import { useSetAdminVideoThumbnail } from '../api/set-admin-video-thumbnail';
import { useUpdateAdminVideo } from '../api/update-admin-video';
import { AddVideoForm } from '../components/add-video-form';
import { AdminVideoFilters } from '../components/admin-video-filters';
import { AdminVideoItem } from '../components/admin-video-item';
import { EditVideoDialog } from '../components/edit-video-dialog';
import { ThumbnailDialog } from '../components/thumbnail-dialog';
import type { PosterComponent } from '../poster-slot';
import { useVideoFilters } from '../use-video-filters';
import '../admin-videos.css';

// « Sous-titres » (shared with the creator dashboard): its own chunk, fetched on the first press.
const SubtitlesDialog = lazy(() => import('../../../components/subtitles/subtitles-dialog'));

interface AdminVideosPageProps {
  /** How posters are drawn (the videos feature's, given by the app). */
  Poster: PosterComponent;
  /** Categories suggested while typing one (the upload form's); those of the videos on screen are added. */
  categories: readonly string[];
}

type Dialog = { kind: 'edit' | 'thumbnail' | 'subtitles' | 'delete'; video: AdminVideo } | null;

/**
 * 'Vidéos' (live-creators-admin.md §2 'Video management'): every video, searched, filtered
 * by state, tier, age rating and category, page by page; add one by URL, edit, block or unblock, change the
 * poster by URL, manage its subtitles, prepare a ready one again, delete after confirmation. Each failure is the spec's toast with the server's reason.
 */
export default function AdminVideosPage({ Poster, categories }: AdminVideosPageProps) {
  const { filters, text, setText, categoryText, setCategoryText, setStatus, setRequiredTier, setAgeRating, setPage } = useVideoFilters();
  const videos = useAdminVideos(filters);
  const changes = [useUpdateAdminVideo(), useSetAdminVideoStatus(), useSetAdminVideoThumbnail(), useDeleteAdminVideo()] as const;
  const [, setStatusOf, , remove] = changes;
  const prepare = usePrepareAdminVideo();
  const prepareOlder = usePrepareOlderVideos();
  const [confirmingOlder, setConfirmingOlder] = useState(false);
  const busyId = [...changes, prepare].find((change) => change.isPending)?.variables?.id;
  const [adding, setAdding] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  // The subtitles dialog is fetched on its first opening, then stays mounted (closed), so focus goes back to its button.
  const [subtitlesLoaded, setSubtitlesLoaded] = useState(false);
  const categoriesListId = `${useId()}-categories`;
  const suggestions = [...new Set([...categories, ...(videos.data?.items.map((video) => video.category) ?? [])])];
  const open = (kind: NonNullable<Dialog>['kind']) => (video: AdminVideo) => setDialog({ kind, video });
  const close = () => setDialog(null);

  const toggleActive = (video: AdminVideo) =>
    setStatusOf.mutate(
      { id: video.id, isActive: !video.isActive },
      {
        onSuccess: ({ isActive }) =>
          toast({
            title: isActive ? t.unblockedTitle : t.blockedTitle,
            description: isActive ? t.unblockedDescription(video.title) : t.blockedDescription(video.title),
          }),
        onError: (error) => toastActionError(error, adminMessages.statusFailed),
      },
    );
  const prepareAgain = (video: AdminVideo) =>
    prepare.mutate(
      { id: video.id },
      {
        onSuccess: ({ message }) => toast({ title: t.preparingAgainTitle, description: message }),
        onError: (error) => toastActionError(error, adminMessages.prepareAgainFailed),
      },
    );
  const confirmPrepareOlder = () =>
    prepareOlder.mutate(undefined, {
      onSuccess: ({ message }) => toast({ title: t.preparingAgainTitle, description: message }),
      onError: (error) => toastActionError(error, adminMessages.prepareAgainFailed),
      onSettled: () => setConfirmingOlder(false),
    });
  const confirmDelete = () => {
    if (dialog?.kind !== 'delete') return;
    const { video } = dialog;
    remove.mutate(
      { id: video.id },
      {
        onSuccess: () => toast({ title: t.deletedTitle, description: t.deletedDescription(video.title) }),
        onError: (error) => toastActionError(error, adminMessages.deleteVideoFailed),
        onSettled: close,
      },
    );
  };

  return (
    <section className="admin__section admin-videos" aria-labelledby="admin-videos-title">
      <h2 id="admin-videos-title" className="admin__title">
        {t.title}
      </h2>
      <Card className="admin-form">
        <Button variant={adding ? 'ghost' : 'primary'} className="form__submit" aria-expanded={adding} onClick={() => setAdding(!adding)}>
          {adding ? <ChevronDown size={18} aria-hidden /> : <Plus size={18} aria-hidden />} {t.add}
        </Button>
        {adding && <AddVideoForm categoriesListId={categoriesListId} onAdded={() => setAdding(false)} />}
      </Card>
      <AdminVideoFilters
        text={text}
        categoryText={categoryText}
        status={filters.status}
        requiredTier={filters.requiredTier}
        ageRating={filters.ageRating}
        categoriesListId={categoriesListId}
        onText={setText}
        onCategoryText={setCategoryText}
        onStatus={setStatus}
        onRequiredTier={setRequiredTier}
        onAgeRating={setAgeRating}
      />
      <div className="admin-videos__bar">
        <AdminCount total={videos.data?.total} one={t.countOne} many={t.countMany} />
        <Button size="sm" variant="secondary" onClick={() => setConfirmingOlder(true)}>
          {t.prepareOlder}
        </Button>
      </div>
      <AdminList query={videos} empty={t.empty}>
        {(video) => (
          <AdminVideoItem
            key={video.id}
            video={video}
            Poster={Poster}
            busy={busyId === video.id}
            onEdit={() => open('edit')(video)}
            onToggleActive={() => toggleActive(video)}
            onThumbnail={() => open('thumbnail')(video)}
            onSubtitles={() => {
              setSubtitlesLoaded(true);
              open('subtitles')(video);
            }}
            onPrepareAgain={() => prepareAgain(video)}
            onDelete={() => open('delete')(video)}
          />
        )}
      </AdminList>
      {videos.data && <AdminPager page={filters.page} pageSize={ADMIN_PAGE_SIZE} total={videos.data.total} onPage={setPage} />}
      <datalist id={categoriesListId}>
        {suggestions.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <EditVideoDialog video={dialog?.kind === 'edit' ? dialog.video : null} categoriesListId={categoriesListId} onClose={close} />
      <ThumbnailDialog video={dialog?.kind === 'thumbnail' ? dialog.video : null} Poster={Poster} onClose={close} />
      {subtitlesLoaded && (
        <Suspense fallback={null}>
          <SubtitlesDialog video={dialog?.kind === 'subtitles' ? dialog.video : null} onClose={close} />
        </Suspense>
      )}
      <ConfirmDialog open={confirmingOlder} destructive={false} title={t.prepareOlderTitle} confirmLabel={t.prepareOlderConfirm} busy={prepareOlder.isPending} onConfirm={confirmPrepareOlder} onClose={() => setConfirmingOlder(false)}>
        {t.prepareOlderBody}
      </ConfirmDialog>
      <ConfirmDialog open={dialog?.kind === 'delete'} title={t.confirmTitle} confirmLabel={adminComponentsTexts.delete} busy={remove.isPending} onConfirm={confirmDelete} onClose={close}>
        {t.confirmBody(dialog?.video.title ?? '')}
      </ConfirmDialog>
    </section>
  );
}
