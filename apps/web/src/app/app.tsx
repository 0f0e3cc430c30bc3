import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from '../lib/router';
import { Toaster } from '../components/ui/toaster';
import { createQueryClient } from '../lib/query-client';
import { followSessionHint } from '../lib/session-hint';
import { AppRoutes } from './app-routes';
import { notifySessionExpired } from './session-expired';

const queryClient = createQueryClient({ onUnauthorized: notifySessionExpired });
// What the boot script of the next visit guesses from (lib/session-hint.ts).
followSessionHint(queryClient);

/** Providers around the route sets; the toaster sits outside the routes so a toast survives navigation. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <Toaster />
    </QueryClientProvider>
  );
}
