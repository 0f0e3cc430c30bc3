import { translation } from '@kora/shared';
import { adminLiveApprovalsTexts } from '../../features/admin-live-approvals/admin-live-approvals-texts';

export const englishAdminLiveApprovals = [
  translation(adminLiveApprovalsTexts, {
    title: 'Live approvals',
    empty: 'No live streams awaiting approval.',
    requestedOn: (date) => `Requested ${date}`,
    scheduledFor: (date) => `Scheduled for ${date}`,
    approvedTitle: 'Live stream approved',
    approvedDescription: (title) => `“${title}” can now be started by its creator.`,
    rejectedTitle: 'Live stream rejected',
    rejectedDescription: (title) => `“${title}” will not be broadcast.`,
    rejectTitle: 'Reject the live stream',
    rejectBody: (title) => `“${title}” cannot be broadcast. The creator will see the reason.`,
  }),
];
