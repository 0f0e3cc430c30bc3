import { notificationsTexts } from './notifications-texts';

/** What the bell's badge shows: nothing at 0, the count up to 9, then « 9+ » (a 360 px header has no room for more). */
export function badgeText(unread: number): string {
  if (!(unread > 0)) return '';
  return unread > 9 ? '9+' : String(Math.floor(unread));
}

/** The bell's accessible name: « Notifications », « Notifications, 1 non lue », « Notifications, 3 non lues ». */
export function bellLabel(unread: number): string {
  if (!(unread > 0)) return notificationsTexts.title;
  return notificationsTexts.bellUnread(Math.floor(unread));
}

/**
 * How often the bell asks for its count while the page is visible (never while hidden), and how old a count may be
 * when the person comes back to the page before it is asked again: each ask costs data, a push refreshes it anyway.
 */
export const UNREAD_REFRESH = { everyMs: 2 * 60_000, freshForMs: 60_000 } as const;
