import { creatorLimits, creatorMessages, type AdminCreatorApplication } from '@kora/shared';
import { useState } from 'react';
import { AdminList } from '../../../components/admin/admin-list';
import { RejectDialog } from '../../../components/admin/reject-dialog';
import { toastActionError } from '../../../lib/action-error';
import { toast } from '../../../lib/toast';
import { useApproveApplication, usePendingApplications, useRejectApplication } from '../api/pending-creator-applications';
import { PendingApplication } from '../components/pending-application';
import '../admin-creator-applications.css';

/**
 * 'Candidatures créateurs' (live-creators-admin.md §2): the pending applications, approved at once or
 * rejected with an optional reason (§5); the failure toasts are the spec's ('Impossible d'approuver la
 * candidature', 'Impossible de rejeter la candidature') with the server's reason.
 */
export default function AdminCreatorApplicationsPage() {
  const pending = usePendingApplications();
  const approve = useApproveApplication();
  const reject = useRejectApplication();
  const [rejecting, setRejecting] = useState<AdminCreatorApplication | null>(null);

  const onApprove = (application: AdminCreatorApplication) =>
    approve.mutate(application.id, {
      onSuccess: () =>
        toast({
          title: 'Candidature approuvée',
          description: `« ${application.channelName} » est maintenant une chaîne Kora. Un e-mail a été envoyé à ${application.applicantName || application.applicantEmail}.`,
        }),
      onError: (error) => toastActionError(error, creatorMessages.approveFailed),
    });
  const onReject = (reason: string) => {
    if (!rejecting) return;
    const application = rejecting;
    reject.mutate(
      { id: application.id, reason: reason || null },
      {
        onSuccess: () => {
          setRejecting(null);
          toast({ title: 'Candidature rejetée', description: `Un e-mail a été envoyé à ${application.applicantName || application.applicantEmail}.` });
        },
        onError: (error) => toastActionError(error, creatorMessages.rejectFailed),
      },
    );
  };

  return (
    <section className="admin__section" aria-labelledby="creator-applications-title">
      <h2 id="creator-applications-title" className="admin__title">
        Candidatures créateurs
      </h2>
      <AdminList query={pending} empty="Aucune candidature en attente.">
        {(application) => (
          <PendingApplication
            key={application.id}
            application={application}
            approving={approve.isPending && approve.variables === application.id}
            onApprove={() => onApprove(application)}
            onReject={() => setRejecting(application)}
          />
        )}
      </AdminList>
      <RejectDialog
        key={rejecting?.id ?? 'none'}
        open={rejecting !== null}
        title="Rejeter la candidature"
        maxLength={creatorLimits.rejectionReasonMax}
        busy={reject.isPending}
        onReject={onReject}
        onClose={() => setRejecting(null)}
      >
        « {rejecting?.channelName} » ne deviendra pas une chaîne Kora. Le candidat recevra un e-mail, avec la raison si vous en donnez une.
      </RejectDialog>
    </section>
  );
}
