import { ageRatingMessages } from '../../age-ratings.js';
import { profileLimits, profileMessages } from '../../profiles.js';
import { downloadMessages } from '../../schemas/downloads.js';
import { myDataMessages } from '../../my-data-constants.js';
import { notificationMessages } from '../../schemas/notifications.js';
import { textMessages } from '../../schemas/text.js';
import { twoFactorMessages } from '../../schemas/two-factor.js';
import { deviceMessages, screenMessages } from '../../screens.js';
import { translation, type TranslationEntry } from '../catalogue.js';

/*
 * English texts of a person's account: profiles and their PIN, devices, age ratings, downloads, their data and
 * leaving Kora, two-factor sign-in, notifications, and the text fields' common refusal.
 */

export const accountTranslations: readonly TranslationEntry[] = [
  translation(profileMessages, {
    whoIsWatching: 'Who’s watching?',
    nameRequired: 'Profile name is required',
    nameTooLong: `Profile name must not exceed ${profileLimits.nameMax} characters`,
    avatarInvalid: 'Invalid avatar',
    kidsMaxRequired: 'Choose what this kids profile can watch',
    limitReached: (limit) => (limit === 1 ? 'Your plan allows only one profile.' : `Your plan allows at most ${limit} profiles.`),
    kidsFamilyOnly: 'Kids profiles are only available with the Family plan.',
    lastProfile: 'The account’s last profile cannot be deleted.',
    firstStandard: 'The account’s oldest profile stays an adult profile: it is the one that stays open if the plan allows fewer profiles.',
    notFound: 'This profile does not exist.',
    unusable: 'This profile is beyond what your plan allows: choose another one, or change plan.',
    pinInvalid: 'The PIN has 4 digits',
    pinRequired: 'PIN required',
    pinNotSet: 'First set a PIN in settings (adult profile).',
    pinWrong: 'Incorrect PIN',
    pinLocked: `Too many attempts: switching profiles is locked for ${profileLimits.pinLockMinutes} minutes.`,
    pinSet: 'PIN saved',
    kidsRefused: 'This is not possible from a kids profile.',
    deleted: 'Profile deleted',
    ratingRefused: 'This programme is not for this profile. Ask an adult.',
    // The web app's screens (“Who’s watching?”, the header, the Profiles block of settings, kids mode).
    switchProfile: 'Switch profile',
    manageProfiles: 'Manage profiles',
    unusableShort: 'Unavailable',
    loadFailed: 'Profiles could not be loaded.',
    selectFailed: 'This profile could not be opened. Please try again.',
    pinTitle: 'PIN',
    pinPrompt: (name) => `Enter the account PIN to open the ${name} profile.`,
    pinHint: 'The account PIN, 4 digits',
    pinConfirm: 'Confirm',
    kidsLabel: 'Kids',
    kidsHomeTitle: 'Kora Kids',
    kidsHomeIntro: 'Shows picked just for you.',
    kidsSettings: 'You are watching on a kids profile: only appearance and switching profiles are available here.',
    chatReadOnly: 'The chat is read-only on a kids profile.',
    settingsTitle: 'Profiles',
    count: (count, limit) => `${count} / ${limit} profile${limit > 1 ? 's' : ''}`,
    add: 'Add a profile',
    newTitle: 'New profile',
    editTitle: 'Edit profile',
    nameLabel: 'Profile name',
    avatarLegend: 'Avatar',
    kindLegend: 'Profile type',
    adultLabel: 'Adult',
    maxRatingLabel: 'Can watch',
    activeLabel: 'Current profile',
    createSubmit: 'Create profile',
    editSubmit: 'Save',
    editAction: (name) => `Edit ${name}`,
    deleteAction: (name) => `Delete ${name}`,
    deleteTitle: 'Delete profile',
    deleteSubmit: 'Delete',
    pinStatusSet: 'A PIN is set: it is asked for to leave a kids profile.',
    pinStatusUnset: 'No PIN set: you need to set one before creating a kids profile.',
    pinPasswordLabel: 'Account password',
    pinNewLabel: 'New PIN',
    pinSubmit: 'Save PIN',
    created: 'Profile created',
    saved: 'Profile saved',
    deleteConfirm: (name) => `Delete the ${name} profile? Its list, watch progress and downloads will be erased.`,
  }),

  translation(screenMessages, {
    offerNames: { free: 'Free', basic: 'Basic', premium: 'Premium', family: 'Family' },
    taken: (offer, limit, device) =>
      `Kora is now playing ${device ? `on another device (${device})` : 'on another device'}: your ${offer} plan allows ${limit} screen${limit === 1 ? '' : 's'} at a time. “Watch here” resumes playback on this device.`,
  }),
  translation(deviceMessages, {
    title: 'Devices',
    description: 'The devices signed in to your account. Sign out any you do not recognise or that are taking up a screen.',
    thisDevice: 'This device',
    signOut: 'Sign out',
    playing: 'Playing',
    signedOut: 'Device signed out',
    signOutOthers: 'Sign out other devices',
    signedOutOthers: (count) => (count === 0 ? 'No other device was signed in.' : count === 1 ? 'One device signed out' : `${count} devices signed out`),
    currentSession: 'For this device, use “Sign out”.',
    sessionNotFound: 'This session no longer exists.',
    empty: 'No other devices signed in.',
  }),

  translation(ageRatingMessages, { required: 'Choose the age rating' }),

  translation(downloadMessages, {
    tierRequired: 'Downloads are only available with Premium and Family subscriptions.',
    unknownRendition: 'This quality is not available for this video.',
    notFound: 'Download not found.',
    renewalRefused: 'You are no longer allowed to keep this download: it has been removed.',
    limitReached: (limit) => `You already have ${limit} downloads, the maximum: delete one to add another.`,
  }),

  translation(myDataMessages, {
    exportStarted: 'Your archive is being prepared: we will email you a link as soon as it is ready.',
    exportPending: 'An archive is already being prepared.',
    exportsPerDay: 'Three archives a day at most: try again tomorrow.',
    exportGone: 'This archive has expired or does not exist: request a new one.',
    passwordRequired: 'Enter your password to confirm',
    passwordWrong: 'The password is incorrect',
    // `date` comes formatted by the caller (in French for now).
    deletionRequested: (date) => `Your account will be deleted on ${date}. Sign in again before then to cancel.`,
    deletionCancelled: 'The deletion of your account has been cancelled.',
    nothingToCancel: 'No account deletion is pending.',
    accountNotFound: 'Account not found',
    adminsCannot: 'An administrator cannot delete their account here: ask another administrator to remove their admin role first.',
    loginCancelledDeletion: 'Signed in successfully: the deletion of your account has been cancelled.',
  }),

  translation(twoFactorMessages, {
    codeInvalid: 'Enter the 6 digits shown by your app',
    recoveryInvalid: 'A recovery code looks like xxxxx-xxxxx',
    oneOf: 'Enter a code from the app, or a recovery code',
    challengeSent: 'Enter the code from your authenticator app',
    wrongCode: 'Incorrect or already used code',
    challengeExpired: 'This sign-in has expired: enter your password again',
    wrongPassword: 'The password is incorrect',
    noSetup: 'Start by showing the QR code (step 1)',
    alreadyOn: 'Two-factor authentication is already on',
    notAllowed: 'Two-factor authentication is available to administrators and creators',
    enabled: 'Two-factor authentication turned on: keep your recovery codes somewhere safe',
    disabled: 'Two-factor authentication turned off',
    required: 'Turn on two-factor authentication first (Administration → Settings): it is required for payouts, roles and plans.',
  }),

  translation(notificationMessages, {
    phoneInvalid: 'Invalid phone number for this country',
    codeInvalid: 'Incorrect or expired code',
    codeFormat: 'The code has 6 digits',
    noPhone: 'No number awaiting verification: enter your number first',
    smsNeedsPhone: 'Verify a phone number to receive text messages',
    channelNotAllowed: 'This channel is not available for this notification',
    timeZoneInvalid: 'This time zone is unknown',
    unsubscribeInvalid: 'Invalid unsubscribe link',
    pushEndpointInvalid: 'Invalid notification subscription address',
  }),

  translation(textMessages, { forbiddenCharacters: 'Characters not allowed' }),
];
