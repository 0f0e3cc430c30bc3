import { catalogue } from '@kora/shared';
import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** Typing pauses this long before a search request goes out. */
const SEARCH_DEBOUNCE_MS = 300;

/** The home search: whether the box is open, its text, and the debounced query once it is long enough. */
export function useHomeSearch() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = open && debounced.length >= catalogue.searchMinLength ? debounced : '';

  const close = () => {
    setOpen(false);
    setText('');
  };
  return {
    open,
    text,
    setText,
    /** The text to search for, or '' while the rows should show. */
    query,
    close,
    toggle: () => (open ? close() : setOpen(true)),
  };
}
