import type { AdminVideoFilter, AgeRating, Tier } from '@kora/shared';
import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageOf } from '../../lib/use-page-of';
import type { AdminVideoFilters } from './api/get-admin-videos';

/** Typing pauses this long before the list is asked again: no request per keystroke on a slow phone. */
const TYPING_DEBOUNCE_MS = 400;

/** The videos list's search and category as typed (asked once typing pauses), state, tier and age rating filters, and page. */
export function useVideoFilters() {
  const [text, setText] = useState('');
  const [categoryText, setCategoryText] = useState('');
  const [status, setStatus] = useState<AdminVideoFilter | ''>('');
  const [requiredTier, setRequiredTier] = useState<Tier | ''>('');
  const [ageRating, setAgeRating] = useState<AgeRating | ''>('');
  const q = useDebouncedValue(text.trim(), TYPING_DEBOUNCE_MS);
  const category = useDebouncedValue(categoryText.trim(), TYPING_DEBOUNCE_MS);
  const [page, setPage] = usePageOf({ q, status, requiredTier, ageRating, category });
  const filters: AdminVideoFilters = { q, status, requiredTier, ageRating, category, page };
  return { filters, text, setText, categoryText, setCategoryText, setStatus, setRequiredTier, setAgeRating, setPage };
}
