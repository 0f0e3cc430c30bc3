import type { AccountType, Tier } from '@kora/shared';
import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { AdminUserFilters } from './api/get-admin-users';

/** Typing pauses this long before the list is asked again: no request per keystroke on a slow phone. */
const SEARCH_DEBOUNCE_MS = 400;

/**
 * The users list's search text (as typed, and as asked once typing pauses), role and tier filters,
 * and page. A page belongs to the search and filters it was chosen under: a new search or filter
 * starts again at page 1, without an extra request for the old page.
 */
export function useUserFilters() {
  const [text, setText] = useState('');
  const [accountType, setAccountType] = useState<AccountType | ''>('');
  const [subscriptionTier, setSubscriptionTier] = useState<Tier | ''>('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const listKey = `${q}\n${accountType}\n${subscriptionTier}`;
  const [paging, setPaging] = useState({ listKey, page: 1 });
  const page = paging.listKey === listKey ? paging.page : 1;
  const filters: AdminUserFilters = { q, accountType, subscriptionTier, page };
  return {
    filters,
    text,
    setText,
    setAccountType,
    setSubscriptionTier,
    setPage: (next: number) => setPaging({ listKey, page: next }),
  };
}
