import type { AccountType, Tier } from '@kora/shared';
import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageOf } from '../../lib/use-page-of';
import type { AdminUserFilters } from './api/get-admin-users';

/** Typing pauses this long before the list is asked again: no request per keystroke on a slow phone. */
const SEARCH_DEBOUNCE_MS = 400;

/** The users list's search text (as typed, and as asked once typing pauses), role and tier filters, and page. */
export function useUserFilters() {
  const [text, setText] = useState('');
  const [accountType, setAccountType] = useState<AccountType | ''>('');
  const [subscriptionTier, setSubscriptionTier] = useState<Tier | ''>('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = usePageOf({ q, accountType, subscriptionTier });
  const filters: AdminUserFilters = { q, accountType, subscriptionTier, page };
  return { filters, text, setText, setAccountType, setSubscriptionTier, setPage };
}
