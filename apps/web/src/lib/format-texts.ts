import { defineMessages } from '@kora/shared';

/** The words and units the formatters of format.ts write (numbers and dates themselves follow the language too). */
export const formatTexts = defineMessages('formatTexts', {
  months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'] as readonly string[],
  minutes: (figure: string, count: number) => `${figure} minute${Math.abs(count) > 1 ? 's' : ''}`,
  megabytesPerMinute: (figure: string) => `${figure} Mo/min`,
  megabytes: (figure: string) => `${figure} Mo`,
  kilobytes: (figure: string) => `${figure} Ko`,
  secondsLeft: (seconds: number) => `${seconds} s restante${seconds > 1 ? 's' : ''}`,
  minutesLeft: (figure: string, minutes: number) => `environ ${figure} min restante${minutes > 1 ? 's' : ''}`,
  justNow: "à l'instant",
  minutesAgo: (minutes: number) => `il y a ${minutes} min`,
  hoursAgo: (hours: number) => `il y a ${hours} h`,
  yesterday: 'hier',
  daysAgo: (days: number) => `il y a ${days} jours`,
});
