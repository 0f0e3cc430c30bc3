import { Suspense } from 'react';
import { useUser } from '../features/auth/api/get-user';
import { AuthenticatedRoutes } from './authenticated-routes';
import { PageSkeleton } from './page-skeleton';
import { ServerUnreachable } from './server-unreachable';
import { UnauthenticatedRoutes } from './unauthenticated-routes';

/** Which route set exists depends on the session (viewer.md §2): decided once the user query settles. */
export function AppRoutes() {
  const { data: user, isPending, isError, refetch } = useUser();
  if (isPending) return <PageSkeleton />;
  if (isError) return <ServerUnreachable onRetry={() => void refetch()} />;
  return <Suspense fallback={<PageSkeleton />}>{user ? <AuthenticatedRoutes user={user} /> : <UnauthenticatedRoutes />}</Suspense>;
}
