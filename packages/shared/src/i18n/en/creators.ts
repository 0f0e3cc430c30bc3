import { creatorLimits, creatorMessages } from '../../creator-constants.js';
import { adminMessages } from '../../schemas/admin.js';
import { adminVideoMessages, uploadMessages } from '../../schemas/uploads.js';
import { subtitleLimits, subtitleMessages } from '../../subtitles.js';
import { translation, type TranslationEntry } from '../catalogue.js';

/** English texts of creators (applications, channels), uploads, subtitles and the admin area. */

export const creatorTranslations: readonly TranslationEntry[] = [
  translation(creatorMessages, {
    businessNameRequired: 'Channel name is required.',
    businessNameTooLong: `Channel name must not exceed ${creatorLimits.businessNameMax} characters.`,
    countryRequired: 'Country is required.',
    addressRequired: 'Address is required.',
    addressTooLong: `Address must not exceed ${creatorLimits.addressMax} characters.`,
    contactRequired: 'Contact details are required.',
    contactTooLong: `Contact details must not exceed ${creatorLimits.contactInfoMax} characters.`,
    categoriesRequired: 'Choose at least one category.',
    categoryUnknown: 'Unknown category.',
    frequencyRequired: 'Publication frequency is required.',
    durationRequired: 'Average video length is required.',
    facebookInvalid: 'The Facebook link must be a valid web address (https://…).',
    instagramInvalid: 'The Instagram link must be a valid web address (https://…).',
    alreadyPending: 'You already have an application under review.',
    alreadyCreator: 'Your account is already a creator account.',
    applicationNotFound: 'Application not found.',
    notPending: 'This application has already been reviewed.',
    reasonTooLong: `The reason must not exceed ${creatorLimits.rejectionReasonMax} characters.`,
    submitted: 'Application submitted',
    submittedDescription: 'We are reviewing your application: allow 2 to 5 working days. You will receive an email.',
    noApplication: 'No application found',
    profileMissing: 'Access not authorised',
    creatorNotFound: 'Creator not found.',
    cannotFollowSelf: 'You cannot follow your own channel.',
    videoNotFound: 'Video not found.',
    approveFailed: 'Could not approve the application',
    rejectFailed: 'Could not reject the application',
    editFailed: 'Could not edit the video',
    deleteFailed: 'Could not delete the video',
    follow: 'Follow',
    following: 'Following',
  }),

  translation(uploadMessages, {
    fileRequired: 'Please select a video file',
    invalidFile: 'Invalid video file',
    titleRequired: 'Title is required',
    titleTooLong: 'Title must not exceed 200 characters',
    descriptionTooLong: 'Description must not exceed 5000 characters',
    tooLarge: (megabytes) => `The video exceeds the maximum size of ${megabytes} MB`,
    processingUnavailable: 'Video processing is temporarily unavailable',
    malformedForm: 'Invalid upload: the form is incomplete or malformed',
  }),

  translation(adminVideoMessages, {
    urlRequired: 'Video URL is required',
    durationInvalid: 'Duration must be a whole number of seconds',
  }),

  translation(subtitleMessages, {
    fileRequired: 'Choose a subtitle file (.srt or .vtt)',
    tooLarge: 'The subtitle file is larger than 1 MB.',
    languageInvalid: 'Choose a language from the list',
    labelTooLong: `The label must not exceed ${subtitleLimits.labelMax} characters`,
    notFound: 'This video has no subtitles in this language',
    videoNotReady: 'Subtitles can be added once the video is ready',
    malformedForm: 'The form sent is unreadable: send the file in the “file” field',
  }),

  translation(adminMessages, {
    // live-creators-admin.md §8 (French in the spec: no English quoted)
    addVideoFailed: 'Could not add the video',
    deleteVideoFailed: 'Could not delete the video',
    statusFailed: 'Could not change the video’s status',
    prepareAgainFailed: 'Could not prepare the video again',
    thumbnailFailed: 'Could not update the thumbnail',
    editVideoFailed: 'Could not edit the video',
    approveVideoFailed: 'Could not approve the video',
    rejectVideoFailed: 'Could not reject the video',
    urlNotImage: 'Invalid URL',
    urlUnreachable: 'URL unreachable',
    // Kora's own
    urlNotVideo: 'This address does not lead to a video',
    urlRequired: 'URL is required',
    urlMalformed: 'Invalid web address (https://…)',
    videoNotFound: 'Video not found.',
    userNotFound: 'User not found.',
    reviewReasonRequired: 'A reason for the rejection is required.',
    notPendingReview: 'This video is not awaiting review.',
    notPreparable: 'Only a ready video whose original is kept can be prepared again.',
    preparingAgain: 'The video is being prepared again: it stays online as it is until the new version replaces it.',
    preparingOlder: (count) =>
      count === 0
        ? 'Every video is already in the current format.'
        : `${count} video${count === 1 ? '' : 's'} in the older format ${count === 1 ? 'is' : 'are'} being prepared again, one at a time after creators' uploads: each stays online as it is meanwhile.`,
    lastAdmin: 'Not possible: Kora must keep at least one administrator.',
    notYourself: 'You cannot change your own account here.',
    nothingToChange: 'Nothing to change',
    freeMinutesInvalid: 'Free minutes: a whole number from 0 to 100,000',
    suspended: 'This account is suspended. Contact Kora support.',
    adminPasswordMin: 'New password must be at least 8 characters',
    adminPasswordsMismatch: 'Passwords do not match',
  }),
];
