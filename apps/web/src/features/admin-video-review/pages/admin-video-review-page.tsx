import { ADMIN_PAGE_SIZE, adminMessages, type AdminVideo, type AgeRating, liveMessages } from '@kora/shared';
import { useState } from 'react';
import { adminComponentsTexts } from '../../../components/admin/admin-components-texts';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminPager } from '../../../components/admin/admin-pager';
import { ageRatingChangeToasts } from '../../../components/admin/age-rating-select';
import { RejectDialog } from '../../../components/admin/reject-dialog';
import { Modal } from '../../../components/ui/modal';
import { toastActionError } from '../../../lib/action-error';
import { toast } from '../../../lib/toast';
import { usePageOf } from '../../../lib/use-page-of';
import { adminVideoReviewTexts as t } from '../admin-video-review-texts';
import { useApproveVideo } from '../api/approve-video';
import { usePendingVideos } from '../api/get-pending-videos';
import { useRejectVideo } from '../api/reject-video';
import { useSetVideoAgeRating } from '../api/set-video-age-rating';
import { PendingVideo } from '../components/pending-video';
import type { PosterComponent, PreviewSlot } from '../review-slots';

interface AdminVideoReviewPageProps {
  /** How posters are drawn (the videos feature's, given by the app). */
  Poster: PosterComponent;
  /** The player of a video for its preview (the videos feature's, given by the app). */
  preview: PreviewSlot;
}

/** The rejection's reason: required, with the spec's texts for a live's rejection (live-creators-admin.md §5, liveMessages), and this long at most. */
const REASON_MAX = 1000;

/**
 * 'À valider' (live-creators-admin.md §3 'Creator video status'): creators' videos waiting
 * for review, newest first, page by page — correct its age rating, watch one ('Aperçu'), approve it
 * (public at once, once prepared) or reject it with a reason the creator reads in their dashboard's Vidéos tab.
 */
export default function AdminVideoReviewPage({ Poster, preview }: AdminVideoReviewPageProps) {
  const [page, setPage] = usePageOf({});
  const pending = usePendingVideos(page);
  const approve = useApproveVideo();
  const reject = useRejectVideo();
  const rate = useSetVideoAgeRating();
  const [previewing, setPreviewing] = useState<AdminVideo | null>(null);
  const [rejecting, setRejecting] = useState<AdminVideo | null>(null);

  const onApprove = (video: AdminVideo) =>
    approve.mutate(
      { id: video.id },
      {
        onSuccess: () => {
          setPreviewing(null);
          toast({ title: t.approvedTitle, description: t.approvedDescription(video.title, video.status === 'ready') });
        },
        onError: (error) => toastActionError(error, adminMessages.approveVideoFailed),
      },
    );
  const onAgeRating = (video: AdminVideo, ageRating: AgeRating) =>
    rate.mutate(
      { ...video, ageRating },
      {
        onSuccess: () => toast(ageRatingChangeToasts.changed(video.title, ageRating)),
        onError: (error) => toastActionError(error, ageRatingChangeToasts.failedTitle),
      },
    );
  const ratingSentFor = (video: AdminVideo) => (rate.isPending && rate.variables.id === video.id ? rate.variables.ageRating : undefined);
  const onReject = (reason: string) => {
    if (!rejecting) return;
    const video = rejecting;
    reject.mutate(
      { id: video.id, reason },
      {
        onSuccess: () => {
          setRejecting(null);
          setPreviewing(null);
          toast({ title: t.rejectedTitle, description: t.rejectedDescription });
        },
        onError: (error) => toastActionError(error, adminMessages.rejectVideoFailed),
      },
    );
  };

  return (
    <section className="admin__section" aria-labelledby="video-review-title">
      <h2 id="video-review-title" className="admin__title">
        {t.title}
      </h2>
      <AdminList query={pending} empty={t.empty}>
        {(video) => (
          <PendingVideo
            key={video.id}
            video={video}
            Poster={Poster}
            busy={[approve, reject, rate].some((change) => change.isPending && change.variables.id === video.id)}
            ratingSent={ratingSentFor(video)}
            onAgeRating={(ageRating) => onAgeRating(video, ageRating)}
            onPreview={() => setPreviewing(video)}
            onApprove={() => onApprove(video)}
            onReject={() => setRejecting(video)}
          />
        )}
      </AdminList>
      {pending.data && <AdminPager page={page} pageSize={ADMIN_PAGE_SIZE} total={pending.data.total} onPage={setPage} />}
      <Modal open={previewing !== null} onClose={() => setPreviewing(null)} title={previewing ? t.previewOf(adminComponentsTexts.quoted(previewing.title)) : t.preview}>
        {previewing && (
          <div className="admin-form">
            {preview(previewing)}
            {previewing.description && <p className="admin-item__description">{previewing.description}</p>}
          </div>
        )}
      </Modal>
      <RejectDialog
        key={rejecting?.id ?? 'none'}
        open={rejecting !== null}
        title={t.rejectTitle}
        maxLength={REASON_MAX}
        required={{ title: liveMessages.reasonRequiredTitle, description: liveMessages.reasonRequired }}
        busy={reject.isPending}
        onReject={onReject}
        onClose={() => setRejecting(null)}
      >
        {t.rejectBody(rejecting?.title ?? '')}
      </RejectDialog>
    </section>
  );
}
