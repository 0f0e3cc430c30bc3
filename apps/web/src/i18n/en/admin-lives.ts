import { translation } from '@kora/shared';
import { adminLivesTexts } from '../../features/admin-lives/admin-lives-texts';

export const englishAdminLives = [
  translation(adminLivesTexts, {
    title: 'Live streams',
    newLive: 'New live stream',
    empty: 'No live streams yet.',
    statuses: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
    phases: { scheduled: 'Not started', live: 'Live', ended: 'Ended' },
    createdOn: (date) => `Created ${date}`,
    deleteName: (title) => `Delete ${title}`,
    createdTitle: 'Live stream created',
    createdDescription: (title) => `“${title}” is approved and can be started.`,
    deletedTitle: 'Live stream deleted',
    deletedDescription: (title) => `“${title}” has been deleted.`,
    confirmTitle: 'Delete the live stream?',
    confirmBody: (title) => `“${title}” will be deleted permanently, with its broadcast history.`,
  }),
];
