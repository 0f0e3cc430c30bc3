import { apiPaths } from '@kora/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { followSessionHint, keepSessionHint, SESSION_HINT_KEY, sessionHint } from './session-hint';

/** A device's storage, as a map. */
const storage = () => {
  const items = new Map<string, string>();
  return { items, getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) };
};
const member = { profile: { kind: 'standard' as const } };
const child = { profile: { kind: 'kids' as const } };

describe('the session hint', () => {
  it('notes a member or a kids profile, and forgets the session when nobody is signed in', () => {
    const store = storage();
    expect(sessionHint(store)).toBeNull();
    keepSessionHint(member, store);
    expect(sessionHint(store)).toBe('member');
    keepSessionHint(child, store);
    expect(sessionHint(store)).toBe('kids');
    keepSessionHint(null, store);
    expect(sessionHint(store)).toBeNull();
    expect(store.items.size).toBe(0);
  });

  it('reads no guess from a value it did not write, nor from blocked storage', () => {
    const store = storage();
    store.setItem(SESSION_HINT_KEY, 'admin');
    expect(sessionHint(store)).toBeNull();
    const blocked = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); }, removeItem: () => undefined };
    expect(sessionHint(blocked)).toBeNull();
    expect(() => keepSessionHint(member, blocked)).not.toThrow();
  });

  it("follows the app's answer to the session read, however it changes", async () => {
    const store = storage();
    const client = new QueryClient();
    const stop = followSessionHint(client, store);
    await client.fetchQuery({ queryKey: [apiPaths.authUser], queryFn: () => child });
    expect(sessionHint(store)).toBe('kids');
    client.setQueryData([apiPaths.authUser], member);
    expect(sessionHint(store)).toBe('member');
    client.setQueryData([apiPaths.videos], null);
    expect(sessionHint(store)).toBe('member');
    client.setQueryData([apiPaths.authUser], null);
    expect(sessionHint(store)).toBeNull();
    stop();
  });
});
