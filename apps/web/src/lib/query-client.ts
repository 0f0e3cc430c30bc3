import { isUnauthorizedMessage } from '@kora/shared';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    /** `handlesUnauthorized`: this call treats a 401 itself (sign-in forms, where it means wrong credentials). */
    queryMeta: { handlesUnauthorized?: boolean };
    mutationMeta: { handlesUnauthorized?: boolean };
  }
}

/** True when the error means the session is gone (viewer.md §8). */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && isUnauthorizedMessage(error.message);
}

/**
 * The query client of viewer.md §7: no retries, no refetch on focus, data never stale.
 * Every failed query or mutation whose message says 401 Unauthorized goes to `onUnauthorized`, once, here.
 */
export function createQueryClient({ onUnauthorized }: { onUnauthorized: () => void }): QueryClient {
  const check = (error: unknown, meta: { handlesUnauthorized?: boolean } | undefined) => {
    if (!meta?.handlesUnauthorized && isUnauthorizedError(error)) onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => check(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => check(error, mutation.meta) }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
