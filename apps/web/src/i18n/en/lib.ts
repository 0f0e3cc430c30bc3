import { translation } from '@kora/shared';
import { actionTexts } from '../../lib/action-texts';
import { formatTexts } from '../../lib/format-texts';

export const englishLib = [
  translation(formatTexts, {
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    minutes: (figure, count) => `${figure} minute${Math.abs(count) === 1 ? '' : 's'}`,
    megabytesPerMinute: (figure) => `${figure} MB/min`,
    megabytes: (figure) => `${figure} MB`,
    kilobytes: (figure) => `${figure} KB`,
    secondsLeft: (seconds) => `${seconds} s left`,
    minutesLeft: (figure, _minutes) => `about ${figure} min left`,
    justNow: 'just now',
    minutesAgo: (minutes) => `${minutes} min ago`,
    hoursAgo: (hours) => `${hours} h ago`,
    yesterday: 'yesterday',
    daysAgo: (days) => `${days} days ago`,
  }),
  translation(actionTexts, {
    reconnecting: 'Reconnecting…',
    retrySoon: 'Please try again in a moment.',
  }),
];
