import { translation } from '@kora/shared';
import { adminComponentsTexts } from '../../components/admin/admin-components-texts';

export const englishAdminComponents = [
  translation(adminComponentsTexts, {
    quoted: (title) => `“${title}”`,
    approve: 'Approve',
    reject: 'Reject',
    edit: 'Edit',
    delete: 'Delete',
    reasonLabel: 'Reason for rejection',
    optional: (label) => `${label} (optional)`,
    listFailed: 'The list could not be loaded.',
    pages: 'Pages',
    previous: 'Previous',
    next: 'Next',
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
    processingOf: (title) => `Processing “${title}”`,
    percent: (percent) => `${percent}%`,
    transcoding: (percent) => `Transcoding… ${percent}%`,
    queued: 'Queued',
    preparationFailed: 'Preparation failed.',
    ageRating: 'Age rating',
    ageRatingOf: (itemName) => ` for ${itemName}`,
    ageRatingChanged: 'Age rating changed',
    ageRatingChangedDescription: (title, rating) => `“${title}”: ${rating}.`,
    ageRatingFailed: 'Could not change the age rating',
  }),
];
