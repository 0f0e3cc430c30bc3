import { lazy, Suspense } from 'react';
import { Route, Routes } from '../../lib/router';
import { Skeleton } from '../../components/ui/skeleton';
import { AdminHome, AdminLayout } from '../../features/admin/components/admin-layout';
import { adminSections } from './admin-sections';

// Its own lazy import (not lazy-pages', which imports this route): no import cycle.
const NotFoundPage = lazy(() => import('../pages/not-found-page'));

/** /admin and /admin/<section> (admins only; the route set checks): the area's frame around the open section. */
export default function AdminRoute() {
  const sections = adminSections();
  return (
    <Routes>
      <Route element={<AdminLayout sections={sections} />}>
        <Route index element={<AdminHome sections={sections} />} />
        {sections.map(({ path, page: Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspense fallback={<Skeleton height="10rem" />}>
                <Page />
              </Suspense>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
