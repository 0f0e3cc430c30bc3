import { chatLimits } from '@kora/shared';

/**
 * The input's rules (live-creators-admin.md §5): one line (a pasted line break becomes a space, the
 * server refuses control characters), at most 500 characters, a counter past 450, and only a
 * message that is not empty once trimmed is sent.
 */
export function cleanDraft(value: string): string {
  return value.replace(/\r\n|[\r\n\t]/g, ' ').slice(0, chatLimits.messageMax);
}

/** The counter's text ("451/500"), or null while the draft is 450 characters or fewer. */
export function draftCounter(draft: string): string | null {
  return draft.length > chatLimits.counterAbove ? `${draft.length}/${chatLimits.messageMax}` : null;
}

/** The message a draft sends (trimmed), or null when there is nothing to send. */
export function messageOf(draft: string): string | null {
  const message = draft.trim();
  return message.length > 0 && message.length <= chatLimits.messageMax ? message : null;
}

/** Whole seconds until `until` (rounded up, never below 0); null for a restriction without an end. */
export function secondsUntil(until: string | null, now: number): number | null {
  if (until === null) return null;
  const at = Date.parse(until);
  return Number.isFinite(at) ? Math.max(0, Math.ceil((at - now) / 1000)) : null;
}
