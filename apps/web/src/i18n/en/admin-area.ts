import { translation } from '@kora/shared';
import { adminTexts } from '../../features/admin/admin-texts';

/** The admin area's frame and first screen (each count's words: singular for exactly one). */
export const englishAdminArea = [
  translation(adminTexts, {
    title: 'Administration',
    navigation: 'Administration sections',
    toDo: 'Needs attention',
    sections: 'Sections',
    overviewFailed: 'The summary could not be loaded.',
    overview: {
      pendingLives: (n) => (n === 1 ? 'live stream awaiting approval' : 'live streams awaiting approval'),
      pendingApplications: (n) => (n === 1 ? 'creator application' : 'creator applications'),
      pendingPayouts: (n) => (n === 1 ? 'payout awaiting a decision' : 'payouts awaiting a decision'),
      pendingVideos: (n) => (n === 1 ? 'video to review' : 'videos to review'),
      failedVideos: (n) => (n === 1 ? 'failed video' : 'failed videos'),
      processingVideos: (n) => (n === 1 ? 'video being prepared' : 'videos being prepared'),
      signupsToday: (n) => (n === 1 ? 'sign-up today' : 'sign-ups today'),
    },
  }),
];
