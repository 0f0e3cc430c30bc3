/** What is shared: the item's title, a line about it, and its page's absolute address. */
export interface ShareData {
  title: string;
  text: string;
  url: string;
}

/** The part of `navigator` sharing uses (a phone's share sheet, the clipboard); each may be missing. */
export interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText(text: string): Promise<void> };
}

/** What pressing « Partager » did: the share sheet took it, the person closed it, or the menu is to be shown. */
export type ShareOutcome = 'shared' | 'cancelled' | 'menu';

/** The message of a link sent by hand: the title, then the address (WhatsApp and SMS show it as is). */
const messageOf = (title: string, url: string) => `${title} ${url}`;

/** WhatsApp's own sharing address: it opens the app (or its web page) with the message ready, to pick a contact. */
export function whatsAppShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(messageOf(title, url))}`;
}

/** A text message ready to send (`sms:?&body=` is understood by both Android and iOS). */
export function smsShareUrl(title: string, url: string): string {
  return `sms:?&body=${encodeURIComponent(messageOf(title, url))}`;
}

/**
 * The phone's share sheet (Web Share API) where there is one and it takes this data; the menu otherwise, and when
 * the sheet fails for another reason than the person closing it (a browser that refuses without a tap, say).
 */
export async function shareOrMenu(nav: ShareNavigator, data: ShareData): Promise<ShareOutcome> {
  if (typeof nav.share !== 'function' || nav.canShare?.(data) === false) return 'menu';
  try {
    await nav.share(data);
    return 'shared';
  } catch (error) {
    return error instanceof Error && error.name === 'AbortError' ? 'cancelled' : 'menu';
  }
}

/**
 * Copies the address: the Clipboard API, else `fallback` (the old copy command, for a page served over plain HTTP
 * where the Clipboard API is missing). Whether it was copied.
 */
export async function copyLink(nav: ShareNavigator, url: string, fallback: (text: string) => boolean): Promise<boolean> {
  if (nav.clipboard) {
    try {
      await nav.clipboard.writeText(url);
      return true;
    } catch {
      // Refused (no focus, no permission): the old way may still work.
    }
  }
  try {
    return fallback(url);
  } catch {
    return false;
  }
}

/** The copy command of older browsers, for a page without the Clipboard API (served over plain HTTP). */
function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
}

/** Copies `text` to the clipboard, as the page can (see copyLink); whether it did. */
export const copyText = (text: string) => copyLink(navigator as ShareNavigator, text, legacyCopy);
