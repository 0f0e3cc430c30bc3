import { liveMessages, type LiveStream } from '@kora/shared';
import { ChevronDown, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { RetryMessage } from '../../../components/ui/retry-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { toastActionError } from '../../../lib/action-error';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useAdminLives, useDeleteAdminLive } from '../api/admin-lives';
import { AdminLiveForm } from '../components/admin-live-form';

const statusNames: Record<LiveStream['status'], string> = { pending: 'En attente', approved: 'Approuvé', rejected: 'Rejeté' };
const phaseNames: Record<LiveStream['phase'], string> = { scheduled: 'Pas commencé', live: 'En direct', ended: 'Terminé' };

/** One live of the list with 'Supprimer'. */
function AdminLiveItem({ live, onDelete }: { live: LiveStream; onDelete: () => void }) {
  return (
    <li>
      <Card className="admin-item">
        <h3 className="admin-item__title">{live.title}</h3>
        <p className="admin-item__meta">
          <Badge variant={live.phase === 'live' ? 'live' : 'default'}>{live.status === 'approved' ? phaseNames[live.phase] : statusNames[live.status]}</Badge>
          <Badge variant="outline">{live.requiredTier.toUpperCase()}</Badge>
          <span>{[live.category, live.creatorName].filter(Boolean).join(' · ')}</span>
          <span>Créé le {formatDateTime(live.createdAt)}</span>
        </p>
        <div className="admin-item__actions">
          <Button size="sm" variant="destructive" onClick={onDelete} aria-label={`Supprimer ${live.title}`}>
            <Trash2 size={16} aria-hidden /> Supprimer
          </Button>
        </div>
      </Card>
    </li>
  );
}

/** 'Gestion des lives' (live-creators-admin.md §2): the list, creation, and deletion after confirmation. */
export default function AdminLivesPage() {
  const lives = useAdminLives();
  const remove = useDeleteAdminLive();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<LiveStream | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    const live = deleting;
    remove.mutate(live.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: 'Live supprimé', description: `« ${live.title} » a été supprimé.` });
      },
      onError: (error) => {
        setDeleting(null);
        toastActionError(error, liveMessages.deleteFailed);
      },
    });
  };

  let body;
  if (lives.isPending) body = <Skeleton height="7rem" />;
  else if (lives.isError) body = <RetryMessage text="La liste n'a pas pu être chargée." onRetry={() => void lives.refetch()} />;
  else if (lives.data.length === 0) body = <p className="admin-empty">Aucun live pour le moment.</p>;
  else {
    body = (
      <ul className="admin-list" role="list">
        {lives.data.map((live) => (
          <AdminLiveItem key={live.id} live={live} onDelete={() => setDeleting(live)} />
        ))}
      </ul>
    );
  }

  return (
    <section className="admin__section" aria-labelledby="admin-lives-title">
      <h2 id="admin-lives-title" className="admin__title">
        Gestion des lives
      </h2>
      <Card className="admin-form">
        <Button variant={creating ? 'ghost' : 'primary'} className="form__submit" aria-expanded={creating} onClick={() => setCreating(!creating)}>
          {creating ? <ChevronDown size={18} aria-hidden /> : <Plus size={18} aria-hidden />} Nouveau live
        </Button>
        {creating && <AdminLiveForm onCreated={() => setCreating(false)} />}
      </Card>
      {body}
      <ConfirmDialog
        open={deleting !== null}
        title="Supprimer le live ?"
        confirmLabel="Supprimer"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        « {deleting?.title} » sera supprimé définitivement, avec son historique de diffusion.
      </ConfirmDialog>
    </section>
  );
}
