import type { ChoosableChannel, NotificationKind, NotificationPreferences } from '@kora/shared';

export interface ChannelChange {
  kind: NotificationKind;
  channel: ChoosableChannel;
  enabled: boolean;
}

/**
 * The preferences with one channel of one kind turned on or off (the optimistic answer, and, with `enabled` flipped,
 * its rollback): only that switch moves, so taps made meanwhile on others are kept. A channel the kind may not use
 * is left as it is.
 */
export function withChannel(preferences: NotificationPreferences, { kind, channel, enabled }: ChannelChange): NotificationPreferences {
  return {
    ...preferences,
    kinds: preferences.kinds.map((row) => {
      if (row.kind !== kind || !row.allowed.includes(channel)) return row;
      const others = row.enabled.filter((c) => c !== channel);
      return { ...row, enabled: enabled ? [...others, channel] : others };
    }),
  };
}

/** The time zone the browser says it is in, or null when it does not say (or says something unusable). */
export function browserTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return typeof zone === 'string' && zone.length > 0 && zone.length <= 64 ? zone : null;
  } catch {
    return null;
  }
}

/** Whether the section should tell the server the browser's time zone: it knows, and the server's differs. */
export function timeZoneToSend(server: string, browser: string | null): string | null {
  return browser && browser !== server ? browser : null;
}
