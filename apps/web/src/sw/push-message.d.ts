/** What a push shows (push-message.js, copied into the service worker by the build). */
export interface PushMessage {
  title: string;
  body: string;
  link: string;
  tag: string | undefined;
}

type WorkerLocale = 'fr' | 'en';
type WorkerTexts = { newNotification: string; downloadMissing: string; downloadExpired: string; fileMissing: string };

export const WORKER_TEXTS: Record<WorkerLocale, WorkerTexts>;
export const WORKER_LOCALE_COOKIE: string;
export function workerLocale(chosen: string | null | undefined, languages: readonly string[] | undefined): WorkerLocale;
export function pushFallback(locale?: WorkerLocale): PushMessage;
export function pushMessage(payload: string | null | undefined, locale?: WorkerLocale): PushMessage;

export function openedLink(value: unknown): string;
