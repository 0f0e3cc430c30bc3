import { translation } from '@kora/shared';
import { creatorsTexts } from '../../features/creators/creators-texts';
import { formatNumber } from '../../lib/format';

export const englishCreators = [
  translation(creatorsTexts, {
    reviewTime: '2 to 5 working days',
    openDashboard: 'Open my dashboard',
    followApplication: 'Track my application',
    loading: 'Loading',
    followers: (count) => (count <= 0 ? 'No followers' : `${formatNumber(count)} follower${count === 1 ? '' : 's'}`),
    followFailed: 'Could not follow',
    unfollowFailed: 'Could not unfollow',
    channel: {
      title: 'Channel',
      missingTitle: 'Channel not found',
      missing: 'This channel does not exist or is no longer available.',
      loadFailed: 'The channel could not be loaded.',
      categories: 'Categories',
      videos: 'Videos',
    },
    form: {
      businessName: 'Channel name',
      country: 'Country',
      countryPlaceholder: 'Choose your country',
      address: 'Address',
      contact: 'Contact',
      contactHint: 'A phone number (WhatsApp) or an email address where we can reach you.',
      facebookPage: 'Facebook page (optional)',
      instagramPage: 'Instagram page (optional)',
      categories: 'Content categories',
      categoriesHint: 'One or more.',
      frequency: 'Publication frequency',
      duration: 'Average video length',
      submit: 'Send my application',
      failed: 'Could not send the application',
    },
    status: {
      pageTitle: 'My application',
      loadFailed: 'The status of your application could not be loaded.',
      title: 'Creator application',
      sentOn: 'Sent on',
      reviewedOn: 'Reviewed on',
      reason: 'Reason for rejection',
      pending: (time) => `Reviewing an application takes ${time}. You will receive an email as soon as a decision is made.`,
      newApplication: 'New application',
      none: 'You have not yet applied to become a creator on Kora.',
      apply: 'Submit an application',
    },
    application: {
      pageTitle: 'Become a creator',
      intro: 'Publish your videos and lives on Kora. Introduce your channel: an administrator will review your application.',
      rejected: 'Your previous application was rejected. You can submit a new one.',
      alreadyCreator: 'You are already a creator',
      pendingTitle: 'Application under review',
      pendingTime: (time) => `The review takes ${time}.`,
    },
    signedOut: {
      signIn: 'Sign in',
      application: 'Sign in to become a creator on Kora and submit your application.',
      status: 'Sign in to track your creator application.',
    },
  }),
];
