import { translation } from '@kora/shared';
import { adminVideoReviewTexts } from '../../features/admin-video-review/admin-video-review-texts';

export const englishAdminVideoReview = [
  translation(adminVideoReviewTexts, {
    title: 'Videos to review',
    empty: 'No videos awaiting review.',
    failed: 'Failed',
    sentOn: (date) => `sent ${date}`,
    preview: 'Preview',
    previewOf: (name) => `Preview ${name}`,
    approveName: (name) => `Approve ${name}`,
    rejectName: (name) => `Reject ${name}`,
    by: 'By',
    aCreator: 'a creator',
    noDescription: 'No description.',
    approvedTitle: 'Video approved',
    approvedDescription: (title, ready) => `“${title}” is published${ready ? '' : ' as soon as it is ready'}.`,
    rejectedTitle: 'Video rejected',
    rejectedDescription: 'Its creator will see the reason in their dashboard.',
    rejectTitle: 'Reject the video',
    rejectBody: (title) => `“${title}” will not be published. Its creator will see the reason in the Videos tab of their dashboard.`,
  }),
];
