/** What a push shows (push-message.js, copied into the service worker by the build). */
export interface PushMessage {
  title: string;
  body: string;
  link: string;
  tag: string | undefined;
}

export const PUSH_FALLBACK: PushMessage;

export function pushMessage(payload: string | null | undefined): PushMessage;

export function openedLink(value: unknown): string;
