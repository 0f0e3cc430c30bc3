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
import { authTexts } from '../auth-texts';
import { authMyDataTexts as texts } from '../my-data-texts';

const kilobytes = (bytes: number | null) => Math.max(1, Math.round((bytes ?? 0) / 1024));

/** « Télécharger mes données »: an archive prepared in the background, downloadable here (and by the mailed link) for seven days. */
function ExportCard() {
  const latest = useLatestExport().data?.latest;
  const request = useRequestExport();
  const ask = () => request.mutate(undefined, { onSuccess: (answer) => toast({ title: texts.exportRequested, description: answer.message }), onError: (error) => toast({ title: toastMessages.errorTitle, description: error.message, variant: 'destructive' }) });
  return (
    <Card>
      <h2 className="settings__section-title">{texts.exportTitle}</h2>
      <p className="settings__note">{texts.exportIntro(myDataLimits.exportDays)}</p>
      {latest?.status === 'preparing' ? (
        <p role="status">{texts.preparing}</p>
      ) : latest?.downloadUrl ? (
        <p>
          <a className={buttonClass({ variant: 'primary' })} href={latest.downloadUrl} download>
            <Download size={16} aria-hidden /> {texts.download(kilobytes(latest.bytes))}
          </a>{' '}
          {texts.until(formatDate(latest.expiresAt))}
        </p>
      ) : (
        latest?.status === 'failed' && <p role="alert">{texts.failed}</p>
      )}
      {latest?.status !== 'preparing' && (
        <Button variant={latest?.downloadUrl ? 'secondary' : 'primary'} onClick={ask} loading={request.isPending}>
          {latest ? texts.prepareNew : texts.prepare}
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
        onError: form.failWith(toastMessages.errorTitle, texts.deletionFailed),
      },
    ),
  );
  if (user.accountType === 'admin') return null;
  return (
    <Card>
      <h2 className="settings__section-title">{texts.deletionTitle}</h2>
      <p className="settings__note">{texts.deletionNote(myDataLimits.deletionGraceDays)}</p>
      <form className="form" onSubmit={onSubmit} noValidate>
        {user.accountType === 'creator' && (
          <label className="settings__check">
            <input type="checkbox" checked={deleteVideos} onChange={(event) => setDeleteVideos(event.target.checked)} /> {texts.deleteVideos}
          </label>
        )}
        <FormField label={authTexts.password} type="password" autoComplete="current-password" {...form.field('password')} />
        <Button type="submit" variant="destructive" loading={deletion.isPending || deletion.isSuccess}>
          <Trash2 size={16} aria-hidden /> {texts.deletionTitle}
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
