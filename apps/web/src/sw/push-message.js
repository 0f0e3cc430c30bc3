/*
 * What a push shows, read from its payload. Plain JavaScript: the build copies this file into the service worker
 * before service-worker.js, without its `export` words (src/sw/precache-plugin.ts); the unit test imports it as it is.
 */

/**
 * The worker's own words, in Kora's two languages. It runs without the app and its catalogues, so they are here; the
 * unit test holds both languages to the same keys.
 */
export const WORKER_TEXTS = {
  fr: {
    newNotification: 'Vous avez une nouvelle notification.',
    downloadMissing: 'Téléchargement introuvable',
    downloadExpired: 'Téléchargement expiré',
    fileMissing: 'Fichier introuvable',
  },
  en: {
    newNotification: 'You have a new notification.',
    downloadMissing: 'Download not found',
    downloadExpired: 'Download expired',
    fileMissing: 'File not found',
  },
};

/** The cookie that keeps the language chosen on this device (the page's and the server's LOCALE_COOKIE). */
export const WORKER_LOCALE_COOKIE = 'kora_lang';

/** The person's language as the page decides it: the device's choice, else the browser's first Kora speaks, else French. */
export function workerLocale(chosen, languages) {
  if (chosen === 'fr' || chosen === 'en') return chosen;
  for (const tag of languages || []) {
    const language = String(tag).trim().toLowerCase().split(/[-_]/)[0];
    if (language === 'fr' || language === 'en') return language;
  }
  return 'fr';
}

/** What a notification shows when its payload cannot be read, in `locale`. */
export function pushFallback(locale = 'fr') {
  return { title: 'Kora', body: (WORKER_TEXTS[locale] || WORKER_TEXTS.fr).newNotification, link: '/notifications', tag: undefined };
}

/** A path of this app: '/…' but not '//…' (another site) nor a backslash trick. */
function appPath(value) {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : undefined;
}

/** The page a notification opens: its link when it is a path of this app, else the list. */
export function openedLink(value) {
  return appPath(value) || pushFallback().link;
}

function text(value, max) {
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined;
}

/**
 * `{ title, body, link, tag }` of a push's text (JSON from the server). What is missing or unusable takes the
 * fallback's part: a payload that is not JSON still shows « Kora » and a generic sentence in `locale`, opening the list.
 */
export function pushMessage(payload, locale = 'fr') {
  const fallback = pushFallback(locale);
  let data;
  try {
    data = typeof payload === 'string' ? JSON.parse(payload) : null;
  } catch {
    data = null;
  }
  if (!data || typeof data !== 'object') return fallback;
  const title = text(data.title, 200);
  return {
    title: title || fallback.title,
    body: text(data.body, 500) || (title ? '' : fallback.body),
    link: openedLink(data.link),
    tag: text(data.tag, 100),
  };
}
