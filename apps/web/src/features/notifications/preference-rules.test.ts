import type { NotificationPreferences } from '@kora/shared';
import { describe, expect, it } from 'vitest';
import { timeZoneToSend, withChannel } from './preference-rules';

const preferences: NotificationPreferences = {
  kinds: [
    { kind: 'live_started', label: 'Un créateur que je suis passe en direct', allowed: ['push', 'email'], enabled: ['push'] },
    { kind: 'pass_ending', label: 'Mon pass ou mon abonnement se termine dans 24 h', allowed: ['push', 'email', 'sms'], enabled: ['push', 'email', 'sms'] },
  ],
  phone: null,
  pendingPhone: null,
  timeZone: 'Africa/Dakar',
  pushDevices: 0,
};

describe('one switch of /settings « Notifications »', () => {
  it('turns one channel of one kind on or off, and nothing else', () => {
    const on = withChannel(preferences, { kind: 'live_started', channel: 'email', enabled: true });
    expect(on.kinds[0]?.enabled).toEqual(['push', 'email']);
    expect(on.kinds[1]).toBe(preferences.kinds[1]);
    const off = withChannel(on, { kind: 'pass_ending', channel: 'sms', enabled: false });
    expect(off.kinds[1]?.enabled).toEqual(['push', 'email']);
    expect(off.kinds[0]?.enabled).toEqual(['push', 'email']);
  });

  it('rolls back only its own switch: a tap made meanwhile on another stays', () => {
    const first = withChannel(preferences, { kind: 'live_started', channel: 'email', enabled: true });
    const second = withChannel(first, { kind: 'pass_ending', channel: 'push', enabled: false });
    // The first save is refused: its switch goes back, the second tap is kept.
    const rolledBack = withChannel(second, { kind: 'live_started', channel: 'email', enabled: false });
    expect(rolledBack.kinds[0]?.enabled).toEqual(['push']);
    expect(rolledBack.kinds[1]?.enabled).toEqual(['email', 'sms']);
  });

  it('is idempotent, and leaves a channel the kind may not use as it is', () => {
    const twice = withChannel(withChannel(preferences, { kind: 'live_started', channel: 'push', enabled: true }), { kind: 'live_started', channel: 'push', enabled: true });
    expect(twice.kinds[0]?.enabled).toEqual(['push']);
    expect(withChannel(preferences, { kind: 'live_started', channel: 'sms', enabled: true }).kinds[0]).toBe(preferences.kinds[0]);
  });
});

describe("the browser's time zone", () => {
  it("is sent only when the browser says one and it differs from the server's", () => {
    expect(timeZoneToSend('Africa/Dakar', 'Africa/Abidjan')).toBe('Africa/Abidjan');
    expect(timeZoneToSend('Africa/Dakar', 'Africa/Dakar')).toBeNull();
    expect(timeZoneToSend('Africa/Dakar', null)).toBeNull();
  });
});
