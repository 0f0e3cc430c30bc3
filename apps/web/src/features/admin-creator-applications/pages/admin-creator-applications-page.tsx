import { creatorLimits, creatorMessages, type AdminCreatorApplication } from '@kora/shared';
import { useState } from 'react';
import { AdminList } from '../../../components/admin/admin-list';
import { RejectDialog } from '../../../components/admin/reject-dialog';
import { toastActionError } from '../../../lib/action-error';
import { toast } from '../../../lib/toast';
import { useApproveApplication, usePendingApplications, useRejectApplication } from '../api/pending-creator-applications';
import { PendingApplication } from '../components/pending-application';
import { adminCreatorApplicationsTexts as t } from '../admin-creator-applications-texts';
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
          title: t.approvedTitle,
          description: t.approvedDescription(application.channelName, application.applicantName || application.applicantEmail),
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
          toast({ title: t.rejectedTitle, description: t.rejectedDescription(application.applicantName || application.applicantEmail) });
        },
        onError: (error) => toastActionError(error, creatorMessages.rejectFailed),
      },
    );
  };

  return (
    <section className="admin__section" aria-labelledby="creator-applications-title">
      <h2 id="creator-applications-title" className="admin__title">
        {t.title}
      </h2>
      <AdminList query={pending} empty={t.empty}>
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
        title={t.rejectTitle}
        maxLength={creatorLimits.rejectionReasonMax}
        busy={reject.isPending}
        onReject={onReject}
        onClose={() => setRejecting(null)}
      >
        {t.rejectBody(rejecting?.channelName ?? '')}
      </RejectDialog>
    </section>
  );
}
