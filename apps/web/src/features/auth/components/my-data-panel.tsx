import { accountDeletionBodySchema, DELETION_NOTICE_PARAM, myDataLimits, toastMessages, type User } from '@kora/shared';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useLatestExport, useRequestDeletion, useRequestExport } from '../api/my-data';

const kilobytes = (bytes: number | null) => `${Math.max(1, Math.round((bytes ?? 0) / 1024))} Ko`;

/** « Télécharger mes données »: an archive prepared in the background, downloadable here (and by the mailed link) for seven days. */
function ExportCard() {
  const latest = useLatestExport().data?.latest;
  const request = useRequestExport();
  const ask = () => request.mutate(undefined, { onSuccess: (answer) => toast({ title: 'Archive demandée', description: answer.message }), onError: (error) => toast({ title: toastMessages.errorTitle, description: error.message, variant: 'destructive' }) });
  return (
    <Card>
      <h2 className="settings__section-title">Télécharger mes données</h2>
      <p className="settings__note">
        Une archive (JSON) de votre compte, de vos profils, de ce que vous avez regardé, de vos messages, de vos paiements et, si vous êtes créateur, de vos
        vidéos et de vos revenus. Elle est prête en quelques minutes, un lien vous est aussi envoyé par e-mail, et elle reste disponible {myDataLimits.exportDays} jours.
      </p>
      {latest?.status === 'preparing' ? (
        <p role="status">Archive en préparation…</p>
      ) : latest?.downloadUrl ? (
        <p>
          <a className={buttonClass({ variant: 'primary' })} href={latest.downloadUrl} download>
            <Download size={16} aria-hidden /> Télécharger ({kilobytes(latest.bytes)})
          </a>{' '}
          jusqu’au {formatDate(latest.expiresAt)}
        </p>
      ) : (
        latest?.status === 'failed' && <p role="alert">La préparation de l’archive a échoué : demandez-en une nouvelle.</p>
      )}
      {latest?.status !== 'preparing' && (
        <Button variant={latest?.downloadUrl ? 'secondary' : 'primary'} onClick={ask} loading={request.isPending}>
          {latest ? 'Préparer une nouvelle archive' : 'Préparer mon archive'}
        </Button>
      )}
    </Card>
  );
}

/** « Supprimer mon compte »: after the password, in seven days; a creator chooses what happens to their videos. */
function DeletionCard({ user }: { user: User }) {
  const deletion = useRequestDeletion();
  const form = useForm(accountDeletionBodySchema.pick({ password: true }), { password: '' });
  const [deleteVideos, setDeleteVideos] = useState(false);
  const onSubmit = form.handleSubmit(({ password }) =>
    deletion.mutate(
      { password, deleteVideos },
      {
        onSuccess: (answer) => {
          // Every session has ended: the app starts again signed out (nothing of this one kept), on the landing page
          // that says when the deletion takes effect and how to cancel it.
          localStorage.clear();
          sessionStorage.clear();
          window.location.href = `/?${DELETION_NOTICE_PARAM}=${encodeURIComponent(answer.effectiveAt)}`;
        },
        onError: form.failWith(toastMessages.errorTitle, 'La demande n’a pas abouti'),
      },
    ),
  );
  if (user.accountType === 'admin') return null;
  return (
    <Card>
      <h2 className="settings__section-title">Supprimer mon compte</h2>
      <p className="settings__note">
        Votre compte est supprimé {myDataLimits.deletionGraceDays} jours après votre demande. Vos appareils sont déconnectés aussitôt ; reconnectez-vous avant la
        date pour annuler. Vos paiements restent dans notre comptabilité, sans votre nom ni votre e-mail, et vos messages de chat s’affichent « Compte supprimé ».
      </p>
      <form className="form" onSubmit={onSubmit} noValidate>
        {user.accountType === 'creator' && (
          <label className="settings__check">
            <input type="checkbox" checked={deleteVideos} onChange={(event) => setDeleteVideos(event.target.checked)} /> Supprimer aussi mes vidéos (sinon elles sont retirées
            du catalogue)
          </label>
        )}
        <FormField label="Mot de passe" type="password" autoComplete="current-password" {...form.field('password')} />
        <Button type="submit" variant="destructive" loading={deletion.isPending || deletion.isSuccess}>
          <Trash2 size={16} aria-hidden /> Supprimer mon compte
        </Button>
      </form>
    </Card>
  );
}

/** /settings « Mes données »: take my data with me, or leave. */
export function MyDataPanel({ user }: { user: User }) {
  return (
    <div className="settings__grid">
      <ExportCard />
      <DeletionCard user={user} />
    </div>
  );
}
