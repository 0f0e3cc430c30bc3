/** French formatting of dates and numbers (viewer.md §9: dates are shown in French format). */
const dateFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });
const numberFormat = new Intl.NumberFormat('fr-FR');

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** "21 novembre 2025" */
export function formatDate(value: Date | string | number): string {
  return dateFormat.format(toDate(value));
}

/** "21 nov. 2025, 14:05" */
export function formatDateTime(value: Date | string | number): string {
  return dateTimeFormat.format(toDate(value));
}

/** "1 234" with the French thin space. */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** "1 minute", "12 minutes" */
export function formatMinutes(minutes: number): string {
  return `${formatNumber(minutes)} minute${Math.abs(minutes) > 1 ? 's' : ''}`;
}
