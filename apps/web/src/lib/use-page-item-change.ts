import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownUnauthorized } from './action-error';

/** A page of an admin list, as the server sends it (its items have an id). */
interface Page {
  items: Array<{ id: string }>;
}

/**
 * A change to one item of a paged admin list (videos, users…): once the server agrees, every page
 * kept under `listKey` shows it at once — the answer's fields over the item, or the item gone when
 * `call` answers nothing (a deletion); whatever the outcome, the pages are asked again (the item may
 * leave a filter; a refusal means the page was stale). A 401 is the action's own 'Session expirée'
 * (toastActionError).
 */
export function usePageItemChange<V extends { id: string }, A extends object | undefined>(listKey: readonly unknown[], call: (variables: V) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: ownUnauthorized,
    onSuccess: (answer, { id }) => {
      queryClient.setQueriesData<Page>({ queryKey: listKey }, (page) =>
        page ? { ...page, items: answer ? page.items.map((item) => (item.id === id ? { ...item, ...answer } : item)) : page.items.filter((item) => item.id !== id) } : page,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
