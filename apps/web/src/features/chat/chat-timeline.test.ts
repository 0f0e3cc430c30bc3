import type { ChatMessage } from '@kora/shared';
import { describe, expect, it } from 'vitest';
import { applyHistory, emptyTimeline, hasGap, MAX_MESSAGES, receiveHidden, receiveMessage, type ChatTimeline } from './chat-timeline';

const message = (seq: number, id = `m${seq}`): ChatMessage => ({
  id,
  seq,
  streamId: 'live',
  userId: 'u1',
  username: 'Fatou',
  role: 'viewer',
  message: `message ${seq}`,
  createdAt: '2026-01-01T10:00:00.000Z',
});
const history = (messages: ChatMessage[], lastSeq: number, hiddenIds: string[] = []) => ({ messages, lastSeq, hiddenIds });
const ids = (t: ChatTimeline) => t.messages.map((m) => m.id);
const loaded = (lastSeq: number, messages: ChatMessage[] = []) => applyHistory(emptyTimeline, history(messages, lastSeq), 'latest');

describe('the cursor', () => {
  it('starts at the history’s lastSeq and moves over contiguous events', () => {
    let t = loaded(2, [message(1), message(2)]);
    expect(t.cursor).toBe(2);
    t = receiveMessage(t, message(3));
    t = receiveHidden(t, { id: 'm1', seq: 4 });
    expect(t.cursor).toBe(4);
    expect(hasGap(t)).toBe(false);
    expect(ids(t)).toEqual(['m2', 'm3']);
  });

  it('stops below a missing event and keeps what came above it', () => {
    let t = receiveMessage(loaded(2), message(4));
    expect(t.cursor).toBe(2);
    expect(t.ahead).toEqual([4]);
    expect(hasGap(t)).toBe(true);
    t = receiveMessage(t, message(3));
    expect(t.cursor).toBe(4);
    expect(hasGap(t)).toBe(false);
  });

  it('ignores an event twice', () => {
    let t = receiveMessage(loaded(0), message(1));
    t = receiveMessage(t, message(1));
    expect(ids(t)).toEqual(['m1']);
    expect(t.cursor).toBe(1);
  });

  it('is unknown before the history, and events received meanwhile count once it comes', () => {
    let t = receiveMessage(emptyTimeline, message(6));
    expect(hasGap(t)).toBe(false);
    t = applyHistory(t, history([message(4), message(5)], 5), 'latest');
    expect(t.cursor).toBe(6);
    expect(ids(t)).toEqual(['m4', 'm5', 'm6']);
  });
});

describe('a resync (after=cursor)', () => {
  it('adds exactly what was missed, once, in order', () => {
    let t = loaded(2, [message(1), message(2)]);
    t = receiveMessage(t, message(5));
    t = applyHistory(t, history([message(3), message(4), message(5)], 5), 'after');
    expect(ids(t)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(t.cursor).toBe(5);
    expect(t.ahead).toEqual([]);
  });

  it('drops messages hidden meanwhile, and a late copy of one never comes back', () => {
    let t = loaded(2, [message(1), message(2)]);
    t = applyHistory(t, history([message(3)], 4, ['m1']), 'after');
    expect(ids(t)).toEqual(['m2', 'm3']);
    t = receiveMessage(t, message(1));
    expect(ids(t)).toEqual(['m2', 'm3']);
  });

  it('never moves the cursor back (an answer older than the events already received)', () => {
    let t = receiveMessage(loaded(2), message(3));
    t = applyHistory(t, history([], 2), 'after');
    expect(t.cursor).toBe(3);
  });
});

describe('a reload of the latest messages (truncated resync)', () => {
  it('replaces what it covers and keeps newer events', () => {
    let t = loaded(2, [message(1), message(2)]);
    t = receiveMessage(t, message(301));
    t = applyHistory(t, history([message(299), message(300)], 300), 'latest');
    expect(ids(t)).toEqual(['m299', 'm300', 'm301']);
    expect(t.cursor).toBe(301);
  });
});

describe('memory', () => {
  it(`keeps the newest ${MAX_MESSAGES} messages`, () => {
    let t = loaded(0);
    for (let seq = 1; seq <= MAX_MESSAGES + 20; seq++) t = receiveMessage(t, message(seq));
    expect(t.messages).toHaveLength(MAX_MESSAGES);
    expect(t.messages[0]?.seq).toBe(21);
    expect(t.cursor).toBe(MAX_MESSAGES + 20);
  });
});
