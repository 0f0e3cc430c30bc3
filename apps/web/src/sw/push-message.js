/*
 * What a push shows, read from its payload. Plain JavaScript: the build copies this file into the service worker
 * before service-worker.js, without its `export` words (src/sw/precache-plugin.ts); the unit test imports it as it is.
 */

/** What a notification shows when its payload cannot be read. */
export const PUSH_FALLBACK = { title: 'Kora', body: 'Vous avez une nouvelle notification.', link: '/notifications', tag: undefined };

/** A path of this app: '/…' but not '//…' (another site) nor a backslash trick. */
function appPath(value) {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : undefined;
}

/** The page a notification opens: its link when it is a path of this app, else the list. */
export function openedLink(value) {
  return appPath(value) || PUSH_FALLBACK.link;
}

function text(value, max) {
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined;
}

/**
 * `{ title, body, link, tag }` of a push's text (JSON from the server). What is missing or unusable takes the
 * fallback's part: a payload that is not JSON still shows « Kora » and a generic sentence, opening the list.
 */
export function pushMessage(payload) {
  let data;
  try {
    data = typeof payload === 'string' ? JSON.parse(payload) : null;
  } catch {
    data = null;
  }
  if (!data || typeof data !== 'object') return { ...PUSH_FALLBACK };
  const title = text(data.title, 200);
  return {
    title: title || PUSH_FALLBACK.title,
    body: text(data.body, 500) || (title ? '' : PUSH_FALLBACK.body),
    link: openedLink(data.link),
    tag: text(data.tag, 100),
  };
}
