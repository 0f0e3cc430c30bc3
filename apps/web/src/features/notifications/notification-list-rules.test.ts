import type { AppNotification } from '@kora/shared';
import { describe, expect, it } from 'vitest';
import { type NotificationPages, readIn } from './notification-list-rules';

const item = (id: string, read: boolean): AppNotification => ({
  id,
  kind: 'live_started',
  title: `Titre ${id}`,
  body: 'Corps',
  link: '/live-viewer/1',
  createdAt: '2026-03-05T12:00:00.000Z',
  read,
});

const list: NotificationPages = {
  pages: [
    { items: [item('a', false), item('b', true)], unread: 3, nextBefore: 'b' },
    { items: [item('c', false), item('d', false)], unread: 3, nextBefore: null },
  ],
  pageParams: [undefined, 'b'],
};

describe('marking notifications read before the answer', () => {
  it('marks the ones named, and counts down by those that were unread', () => {
    const { list: next, newlyRead } = readIn(list, ['a', 'b']);
    expect(newlyRead).toBe(1);
    expect(next.pages[0]?.items.map((i) => i.read)).toEqual([true, true]);
    expect(next.pages[1]?.items.map((i) => i.read)).toEqual([false, false]);
    expect(next.pages.map((page) => page.unread)).toEqual([2, 2]);
  });

  it('marks them all when no id is given', () => {
    const { list: next, newlyRead } = readIn(list, undefined);
    expect(newlyRead).toBe(3);
    expect(next.pages.flatMap((page) => page.items).every((i) => i.read)).toBe(true);
    expect(next.pages.map((page) => page.unread)).toEqual([0, 0]);
    expect(next.pageParams).toEqual(list.pageParams);
  });
});
