import { describe, expect, it } from 'vitest';
import { isAppPath } from './notification-list-rules';
import { badgeText, bellLabel, UNREAD_REFRESH } from './notification-rules';
import { isPushArrived, PUSH_ARRIVED_MESSAGE } from './use-push-arrivals';

describe("the bell's badge and name", () => {
  it('shows nothing at 0, the count up to 9, then 9+', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(-1)).toBe('');
    expect(badgeText(Number.NaN)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });

  it('says the whole count to a screen reader, in French', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(1)).toBe('Notifications, 1 non lue');
    expect(bellLabel(3)).toBe('Notifications, 3 non lues');
    expect(bellLabel(42)).toBe('Notifications, 42 non lues');
  });
});

describe('the unread refresh rule', () => {
  it('asks every two minutes while visible, and on return only for a count older than a minute', () => {
    expect(UNREAD_REFRESH.everyMs).toBe(120_000);
    expect(UNREAD_REFRESH.freshForMs).toBeLessThan(UNREAD_REFRESH.everyMs);
    expect(UNREAD_REFRESH.freshForMs).toBeGreaterThanOrEqual(30_000);
  });

  it("recognises the service worker's message that a push arrived, and nothing else", () => {
    expect(isPushArrived({ type: PUSH_ARRIVED_MESSAGE })).toBe(true);
    expect(isPushArrived({ type: 'skip-waiting' })).toBe(false);
    expect(isPushArrived(PUSH_ARRIVED_MESSAGE)).toBe(false);
    expect(isPushArrived(null)).toBe(false);
  });
});

describe('the links a notification opens', () => {
  it('are paths of this app only', () => {
    expect(isAppPath('/live-viewer/42')).toBe(true);
    expect(isAppPath('/settings?tab=notifications')).toBe(true);
    expect(isAppPath('//evil.example/x')).toBe(false);
    expect(isAppPath('/\\evil.example')).toBe(false);
    expect(isAppPath('https://evil.example')).toBe(false);
    expect(isAppPath('javascript:alert(1)')).toBe(false);
  });
});
