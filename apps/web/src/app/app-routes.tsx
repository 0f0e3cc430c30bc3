import { Suspense } from 'react';
import { useUser } from '../features/auth/api/get-user';
import { AuthenticatedRoutes } from './authenticated-routes';
import { OfflinePage } from './lazy-pages';
import { PageSkeleton } from './page-skeleton';
import { ServerUnreachable } from './server-unreachable';
import { UnauthenticatedRoutes } from './unauthenticated-routes';

/** Which route set exists depends on the session (viewer.md §2): decided once the user query settles. */
export function AppRoutes() {
  const { data: user, isPending, isError, fetchStatus, refetch } = useUser();
  // No connection to ask who this is (the query waits for one): the offline screen with the downloads.
  if ((isPending && fetchStatus === 'paused') || (isError && !navigator.onLine)) {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <OfflinePage />
      </Suspense>
    );
  }
  if (isPending) return <PageSkeleton />;
  if (isError) return <ServerUnreachable onRetry={() => void refetch()} />;
  return <Suspense fallback={<PageSkeleton />}>{user ? <AuthenticatedRoutes user={user} /> : <UnauthenticatedRoutes />}</Suspense>;
}
