import { catalogueMessages, serverMessages, shareMessages, toastMessages, validationMessages } from '../../messages.js';
import { translation, type TranslationEntry } from '../catalogue.js';

/*
 * English texts of messages.ts: forms' validation, the server's answers, toasts, the catalogue screens and shared
 * links' previews. Where the specification quotes the original app's English, that string is used verbatim
 * (docs/decisions.md, Language): the home rows, the plan chooser, the 401 answer and the session-ended toast.
 */

export const messageTranslations: readonly TranslationEntry[] = [
  translation(validationMessages, {
    emailInvalid: 'Invalid email address',
    adminEmailInvalid: 'Invalid email',
    emailRequired: 'Please enter your email address',
    emailTooLong: 'The email address must not exceed 254 characters',
    passwordRequired: 'Password is required',
    passwordMin: 'Password must be at least 6 characters',
    passwordTooLong: 'Password must not exceed 128 characters',
    passwordsMismatch: 'Passwords do not match',
    firstNameMin: 'First name must be at least 2 characters',
    lastNameMin: 'Last name must be at least 2 characters',
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    profileEmailRequired: 'Email is required',
    nameTooLong: 'This field must not exceed 100 characters',
    currentPasswordRequired: 'Current password is required',
    newPasswordMin: 'New password must be at least 6 characters',
    newPasswordsMismatch: 'New passwords do not match',
    resetTokenMissing: 'Missing reset token',
  }),

  translation(serverMessages, {
    validation: 'Some fields are invalid',
    badRequest: 'Invalid request',
    // viewer.md §8: the original app's 401.
    unauthorized: 'Unauthorized',
    forbidden: 'You do not have access to this resource',
    notFound: 'Resource not found',
    invalidCredentials: 'Incorrect email or password',
    adminInvalidCredentials: 'Incorrect credentials',
    adminLoginSuccess: 'Administrator signed in successfully',
    emailTaken: 'An account already exists with this email address',
    rateLimited: (minutes) => `Too many attempts. Please try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`,
    invalidResetToken: 'Invalid or expired reset token',
    wrongCurrentPassword: 'Current password is incorrect',
    forbiddenOrigin: 'Request refused: origin not allowed',
    payloadTooLarge: 'The request is too large',
    internal: 'An internal error occurred. Please try again later.',
    unavailable: 'Service temporarily unavailable',
    loginSuccess: 'Signed in successfully',
    registerSuccess: 'Account created successfully',
    logoutSuccess: 'You are signed out',
    forgotPasswordSent: 'If an account exists with this email address, you will receive a reset link.',
    resetSuccess: 'Your password has been reset. You can now sign in.',
    passwordChanged: 'Your password has been changed successfully.',
    videoNotFound: 'Video not found',
    tierRequired: (tier) => `This video requires a ${tier} subscription.`,
    watchTimeExhausted: 'Your free viewing time for this month is used up. Subscribe to a plan to keep watching.',
    videoNotReady: 'This video is being prepared. Please try again in a moment.',
    mediaForbidden: 'Invalid or expired playback link',
    qualityAbovePlan: 'This picture quality is not included in your plan',
  }),

  translation(toastMessages, {
    // viewer.md §8: the toast of a 401 met while using the app (the session ended), then the sign-in redirect.
    unauthorizedTitle: 'Unauthorized',
    unauthorizedDescription: 'You are logged out. Logging in again...',
    signInRequiredTitle: 'Sign-in required',
    signInRequiredDescription: 'Sign in to continue.',
    loginSuccessTitle: 'Signed in successfully',
    loginSuccessDescription: 'Welcome to Kora! Enjoy watching.',
    loginErrorTitle: 'Sign-in error',
    loginErrorFallback: 'Incorrect email or password',
    registerSuccessTitle: 'Account created successfully',
    registerSuccessDescription: 'Signing you in...',
    registerErrorTitle: 'Sign-up error',
    registerErrorFallback: 'An error occurred while creating the account',
    adminLoginErrorTitle: 'Sign-in error',
    adminLoginWrongCredentials: 'Incorrect credentials',
    adminLoginErrorFallback: 'An error occurred while signing in',
    errorTitle: 'Error',
    genericErrorFallback: 'An error occurred',
    profileUpdatedTitle: 'Profile updated',
    profileUpdatedDescription: 'Your details have been saved successfully.',
    passwordChangedTitle: 'Password changed',
    passwordChangeErrorFallback: 'An error occurred while changing the password',
    emailSentTitle: 'Email sent',
    emailSentDescription: 'If an account exists with this email address, you will receive a reset link.',
    resetSuccessTitle: 'Success',
    notAuthenticated: 'Not signed in',
    accessDenied: 'Access denied',
    favoritesErrorDescription: 'Could not update your favourites.',
    favoriteAdded: 'Added to favourites',
    favoriteRemoved: 'Removed from favourites',
  }),

  translation(catalogueMessages, {
    discover: 'Discover Content',
    becomePremium: 'Go Premium',
    emptyRowTitle: 'No videos available',
    emptyRowDescription: 'Check back later for new content',
    lockedTitle: (tier) => `${tier} Content`,
    lockedSubtitle: 'Subscription required',
    unlock: 'Unlock',
    videoNotFound: 'Video not found',
    defaultCategory: 'General',
    noResults: 'No results',
    continueWatching: 'Continue Watching',
    // viewer.md §2: home's rows and the plan chooser, as the original app wrote them.
    rows: { trending: 'Trending Now', myList: 'My List', popular: 'Popular Movies', premium: 'Premium Exclusives' },
    planChooserTitle: 'Choose Your Plan',
    currentPlan: 'Current Plan',
    planChooserFooter: 'Cancel anytime. Terms and conditions apply.',
  }),

  translation(shareMessages, {
    siteName: 'Kora',
    videoFallback: (title) => `Watch “${title}” on Kora, the platform for African creators.`,
    liveFallback: (title) => `Watch “${title}” live on Kora.`,
    liveBy: (creator) => `A live stream by ${creator} on Kora.`,
    channel: (name, categories = []) =>
      categories.length > 0 ? `${name}’s channel on Kora: ${categories.join(', ')}.` : `${name}’s channel on Kora.`,
  }),
];
