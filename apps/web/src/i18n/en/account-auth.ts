import { translation } from '@kora/shared';
import { authAccountTexts } from '../../features/auth/account-texts';
import { authTexts } from '../../features/auth/auth-texts';
import { authMyDataTexts } from '../../features/auth/my-data-texts';
import { formatNumber } from '../../lib/format';

export const englishAccountAuth = [
  translation(authTexts, {
    back: 'Back',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    passwordHint: 'At least 6 characters',
    firstName: 'First name',
    lastName: 'Last name',
    signIn: 'Sign in',
    login: {
      title: 'Sign in',
      subtitle: 'Good to see you again! Sign in to continue.',
      noAccount: 'No account yet?',
      createAccount: 'Create an account',
      forgotPassword: 'Forgotten your password?',
    },
    register: {
      title: 'Create an account',
      subtitle: 'Join Kora: films, series, live streams and local creators.',
      haveAccount: 'Already have an account?',
      submit: 'Create my account',
    },
    forgotPassword: {
      title: 'Forgotten password',
      subtitle: 'Enter your account’s email address: we will send you a link to choose a new password.',
      backToSignIn: 'Back to sign in',
      submit: 'Send the link',
    },
    resetPassword: {
      incompleteLink: 'The link you followed is incomplete. Request a new reset link.',
      requestNewLink: 'Request a new link',
      doneTitle: 'Password reset',
      title: 'New password',
      subtitle: 'Choose a new password for your account.',
      newPassword: 'New password',
      submit: 'Reset password',
    },
    adminLogin: {
      title: 'Administration',
      subtitle: 'Restricted to administrators. Every sign-in is recorded and audited.',
      backToSite: 'Back to the site',
      email: 'Administrator email',
      testCredentials: 'Test credentials',
      emailLine: 'Email:',
      passwordLine: 'Password:',
    },
    clearSession: {
      title: 'Resetting your session…',
      description: 'You will be signed out, then taken to the home page.',
    },
  }),

  translation(authAccountTexts, {
    settings: 'Settings',
    settingsSections: 'Settings sections',
    tabs: {
      profile: 'Profile',
      notifications: 'Notifications',
      appearance: 'Appearance',
      data: 'My data',
    },
    personalDetails: 'Personal details',
    changePassword: 'Change password',
    save: 'Save',
    summary: {
      title: 'Account details',
      accountType: 'Account type',
      subscription: 'Subscription',
      period: 'Renewal or end date',
      freeWatchTime: 'Free watch time',
      memberSince: 'Member since',
      freeWatchTimeNote: 'Your free watch time is renewed at the start of each calendar month.',
      minutesLeft: (minutes) => `${formatNumber(minutes)} minute${minutes === 1 ? '' : 's'} left this month`,
    },
    period: {
      renewsOn: (date) => `Renews on ${date}`,
      activeUntil: (date) => `Active until ${date}`,
    },
    devices: {
      signOutFailed: 'This device could not be signed out.',
      signOutOthersFailed: 'The other devices could not be signed out.',
      unknownAddress: 'Unknown address',
      seenOn: (date) => `last seen ${date}`,
      screensAllowed: (limit) => `Your plan allows ${limit} screen${limit === 1 ? '' : 's'} playing at once.`,
      loadFailed: 'Your devices could not be loaded.',
    },
    profileModal: {
      title: 'My profile',
      currentPlan: 'Current plan',
      free: 'FREE',
      active: 'Active',
      noRenewal: 'No renewal: your access stays open until this date, then returns to the free plan.',
      manageSubscription: 'Manage Subscription',
      upgrade: 'Upgrade to Premium',
      history: 'History',
      signOut: 'Sign out',
    },
  }),

  translation(authMyDataTexts, {
    exportTitle: 'Download my data',
    exportIntro: (days) =>
      `An archive (JSON) of your account, your profiles, what you have watched, your messages, your payments and, if you are a creator, your videos and earnings. It is ready in a few minutes, we also email you a link, and it stays available for ${days} days.`,
    exportRequested: 'Archive requested',
    preparing: 'Preparing your archive…',
    download: (kilobytes) => `Download (${kilobytes} KB)`,
    until: (date) => `available until ${date}`,
    failed: 'Preparing the archive failed: please request a new one.',
    prepareNew: 'Prepare a new archive',
    prepare: 'Prepare my archive',
    deletionTitle: 'Delete my account',
    deletionNote: (days) =>
      `Your account is deleted ${days} days after your request. Your devices are signed out straight away; sign in again before that date to cancel. Your payments stay in our accounts, without your name or email, and your chat messages show as “Deleted account”.`,
    deleteVideos: 'Also delete my videos (otherwise they are taken off the catalogue)',
    deletionFailed: 'The request did not go through',
  }),
];
