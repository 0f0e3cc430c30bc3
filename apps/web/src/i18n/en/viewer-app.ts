import { profileMessages, translation } from '@kora/shared';
import { appAdminTexts } from '../../app/admin/admin-texts';
import { appTexts } from '../../app/app-texts';
import { appPagesTexts } from '../../app/pages/pages-texts';
import { appShellTexts } from '../../app/shell/shell-texts';

/*
 * The app's frame and pages. Where the specification quotes the original app's English (docs/decisions.md,
 * Language), it is used verbatim: the bottom navigation's Home and Search, the profile modal's Cancel Subscription.
 */
export const englishViewerApp = [
  translation(appTexts, {
    unreachableTitle: 'Cannot connect',
    unreachable: 'Kora is not responding at the moment. Check your internet connection and try again.',
  }),
  translation(appShellTexts, {
    search: 'Search',
    searchLabel: 'Search for a video',
    searchPlaceholder: 'Title, category, dialogue…',
    profile: (name) => `Profile: ${name}`,
    switchFrom: (name) => `${profileMessages.switchProfile}: ${name}`,
    mainNavigation: 'Main navigation',
    home: 'Home',
    searchTab: 'Search',
    creator: 'Creator',
    premium: 'Premium',
    creatorSpace: 'Creator area',
    upload: 'Upload',
    live: 'Live',
    admin: 'Admin',
    resetSession: 'Reset session',
    testLive: 'Test a live stream',
    cancelSubscription: 'Cancel Subscription',
  }),
  translation(appPagesTexts, {
    notFoundTitle: 'Page not found',
    notFound: 'The page you are looking for does not exist or has moved.',
    previousPage: 'Previous page',
    adminsOnly: 'This page is for Kora administrators only. Your account does not give access to it.',
    creatorsOnly: 'This page is for content creators and administrators only. Your account does not give access to it.',
    redirectingToSignIn: 'Taking you to the sign-in page…',
    settingsSignedOut: 'Sign in to see your settings. Taking you back to home…',
    notificationSettingsLoading: 'Loading notification preferences',
    channelEmptyTitle: 'No videos yet',
    channelEmpty: 'This channel has not published any videos yet.',
  }),
  translation(appAdminTexts, {
    videos: { label: 'Videos', description: 'All videos: add by URL, edit, block, change the poster, delete.' },
    videoReview: { label: 'To review', description: 'Approve or reject the videos sent by creators.' },
    users: { label: 'Users', description: 'Find an account, change its role or subscription, suspend it.' },
    liveApprovals: { label: 'Live approvals', description: 'Approve or reject the live streams proposed by creators.' },
    creatorApplications: { label: 'Creator applications', description: 'Approve or reject requests to become a creator.' },
    lives: { label: 'Manage live streams', description: 'Create and delete live streams.' },
    subscriptions: {
      label: 'Subscriptions',
      description: 'Paying subscribers by tier, revenue by currency, new subscriptions, cancellations, passes sold, the last 12 months and the latest payments.',
    },
    plans: { label: 'Plans', description: 'The subscriptions and passes on offer and their prices by currency: create, edit, delete.' },
    payouts: { label: 'Creator payouts', description: 'Payouts requested by creators: approve (the transfer goes out) or refuse with a reason.' },
    settings: { label: 'Settings', description: 'Your password; the maximum upload size and the default tier.' },
    journal: { label: 'Audit log', description: 'Every sign-in and every action by administrators.' },
  }),
];
