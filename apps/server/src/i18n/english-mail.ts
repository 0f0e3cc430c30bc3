import { translation } from '@kora/shared';
import { mailTexts } from '../mail/mail-texts.js';

/** Kora's mails in English. */
export const englishMail = translation(mailTexts, {
  greeting: (firstName) => `Hello ${firstName},`,
  signature: 'The Kora team',
  reset: {
    subject: 'Reset your Kora password',
    asked: 'You asked to reset the password of your Kora account.',
    open: (hours) => `Open this link to choose a new password (valid for ${hours} hour${hours === 1 ? '' : 's'}, once only):`,
    linkLabel: 'Choose a new password',
    notYou: 'If you did not ask for this, ignore this message: your password stays as it is.',
  },
  exportReady: {
    subject: 'Your Kora data is ready',
    subjectForOther: 'Data archive ready',
    ready: (forSomeoneElse, until) =>
      `${forSomeoneElse ? 'The data archive requested for an account' : 'The archive of your Kora data'} is ready. Download it while signed in to Kora, until ${until}:`,
    linkLabel: 'Download the archive',
  },
  deletion: {
    subject: 'Deletion of your Kora account',
    when: (day) => `Your Kora account will be deleted on ${day}. Your devices have been signed out.`,
    cancel: 'Changed your mind? Sign in again before that date: the deletion will be cancelled.',
    linkLabel: 'Sign in again',
  },
  receipt: {
    subject: (planName) => `Kora payment receipt: ${planName}`,
    thanks: 'Thank you! We have received your payment.',
    amount: (price, currency) => `Amount: ${price} (${currency})`,
    plan: (planName) => `Plan: ${planName}`,
    period: (from, to) => `Period: ${from} to ${to}`,
    method: (method) => `Payment method: ${method}`,
    date: (day) => `Date: ${day}`,
    reference: (reference) => `Reference: ${reference}`,
    settings: 'Your subscription and receipts are in your settings:',
    settingsLabel: 'My settings',
  },
  approval: {
    subject: 'Your Kora channel is approved',
    approved: (channel) => `Good news: your application for the channel “${channel}” has been approved. Your account is now a creator account.`,
    dashboard: 'Open your dashboard to publish your videos, set up your lives and follow your statistics:',
    dashboardLabel: 'Open my dashboard',
  },
  rejection: {
    subject: 'Your Kora creator application',
    rejected: (channel) => `After review, your application for the channel “${channel}” was not accepted.`,
    reason: (reason) => `Reason given: ${reason}`,
    again: 'You can apply again whenever you wish:',
    againLabel: 'Apply again',
  },
  notification: {
    subject: (title) => `Kora: ${title}`,
    open: 'Open in Kora',
    why: (kind) => `You receive this e-mail for “${kind}”. Stop receiving these e-mails:`,
    unsubscribe: 'Unsubscribe',
  },
});
