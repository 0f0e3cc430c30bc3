import { useState } from 'react';

/**
 * A list's page, which belongs to the search and filters it was chosen under: new filters start again
 * at page 1 at once (no request for the old page under the new filters). `filters` is any plain value.
 */
export function usePageOf(filters: object): [page: number, setPage: (page: number) => void] {
  const key = JSON.stringify(filters);
  const [paging, setPaging] = useState({ key, page: 1 });
  return [paging.key === key ? paging.page : 1, (page) => setPaging({ key, page })];
}
