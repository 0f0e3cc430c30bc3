import { type AgeRating, categoryLabel, liveMessages, type LiveStream } from '@kora/shared';
import { ChevronDown, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { adminComponentsTexts } from '../../../components/admin/admin-components-texts';
import { AdminItem, AdminList } from '../../../components/admin/admin-list';
import { ageRatingChangeToasts, AgeRatingSelect } from '../../../components/admin/age-rating-select';
import { AgeRatingBadge } from '../../../components/ui/age-rating-badge';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toastActionError } from '../../../lib/action-error';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { adminLivesTexts as t } from '../admin-lives-texts';
import { useAdminLives, useDeleteAdminLive } from '../api/admin-lives';
import { useSetAdminLiveAgeRating } from '../api/set-admin-live-age-rating';
import { AdminLiveForm } from '../components/admin-live-form';

interface AdminLiveItemProps {
  live: LiveStream;
  /** A new rating of this live being sent, if any: the select shows it and waits. */
  ratingSent: AgeRating | undefined;
  onAgeRating: (ageRating: AgeRating) => void;
  onDelete: () => void;
}

/** One live of the list: its state, tier, age rating (changed from its select) and 'Supprimer'. */
function AdminLiveItem({ live, ratingSent, onAgeRating, onDelete }: AdminLiveItemProps) {
  return (
    <AdminItem
      title={live.title}
      meta={
        <>
          <Badge variant={live.phase === 'live' ? 'live' : 'default'}>{live.status === 'approved' ? t.phases[live.phase] : t.statuses[live.status]}</Badge>
          <Badge variant="outline">{live.requiredTier.toUpperCase()}</Badge>
          <AgeRatingBadge rating={live.ageRating} />
          <span>{[categoryLabel(live.category), live.creatorName].filter(Boolean).join(' · ')}</span>
          <span>{t.createdOn(formatDateTime(live.createdAt))}</span>
        </>
      }
      actions={
        <Button size="sm" variant="destructive" onClick={onDelete} aria-label={t.deleteName(live.title)}>
          <Trash2 size={16} aria-hidden /> {adminComponentsTexts.delete}
        </Button>
      }
    >
      <AgeRatingSelect value={ratingSent ?? live.ageRating} itemName={adminComponentsTexts.quoted(live.title)} busy={ratingSent !== undefined} onChange={onAgeRating} />
    </AdminItem>
  );
}

/** 'Gestion des lives' (live-creators-admin.md §2): the list, creation, each live's age rating, and deletion after confirmation. */
export default function AdminLivesPage() {
  const lives = useAdminLives();
  const remove = useDeleteAdminLive();
  const rate = useSetAdminLiveAgeRating();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<LiveStream | null>(null);

  const changeRating = (live: LiveStream, ageRating: AgeRating) =>
    rate.mutate(
      { id: live.id, ageRating },
      {
        onSuccess: () => toast(ageRatingChangeToasts.changed(live.title, ageRating)),
        onError: (error) => toastActionError(error, ageRatingChangeToasts.failedTitle),
      },
    );
  const ratingSentFor = (live: LiveStream) => (rate.isPending && rate.variables.id === live.id ? rate.variables.ageRating : undefined);

  const confirmDelete = () => {
    if (!deleting) return;
    const live = deleting;
    remove.mutate(live.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: t.deletedTitle, description: t.deletedDescription(live.title) });
      },
      onError: (error) => {
        setDeleting(null);
        toastActionError(error, liveMessages.deleteFailed);
      },
    });
  };

  return (
    <section className="admin__section" aria-labelledby="admin-lives-title">
      <h2 id="admin-lives-title" className="admin__title">
        {t.title}
      </h2>
      <Card className="admin-form">
        <Button variant={creating ? 'ghost' : 'primary'} className="form__submit" aria-expanded={creating} onClick={() => setCreating(!creating)}>
          {creating ? <ChevronDown size={18} aria-hidden /> : <Plus size={18} aria-hidden />} {t.newLive}
        </Button>
        {creating && <AdminLiveForm onCreated={() => setCreating(false)} />}
      </Card>
      <AdminList query={lives} empty={t.empty}>
        {(live) => (
          <AdminLiveItem
            key={live.id}
            live={live}
            ratingSent={ratingSentFor(live)}
            onAgeRating={(ageRating) => changeRating(live, ageRating)}
            onDelete={() => setDeleting(live)}
          />
        )}
      </AdminList>
      <ConfirmDialog
        open={deleting !== null}
        title={t.confirmTitle}
        confirmLabel={adminComponentsTexts.delete}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {t.confirmBody(deleting?.title ?? '')}
      </ConfirmDialog>
    </section>
  );
}
