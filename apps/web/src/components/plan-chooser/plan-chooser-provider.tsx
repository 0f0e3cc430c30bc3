import type { User } from '@kora/shared';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { PlanChooserContext } from './plan-chooser-context';

// The modal's code arrives the first time someone opens it, not with every page.
const PlanChooserModal = lazy(() => import('./plan-chooser-modal'));

/** Holds whether the plan chooser is open and renders it over whichever signed-in page asked for it. */
export function PlanChooserProvider({ user, children }: { user: User; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const openChooser = useCallback(() => {
    setRequested(true);
    setOpen(true);
  }, []);

  return (
    <PlanChooserContext value={openChooser}>
      {children}
      {requested && (
        <Suspense fallback={null}>
          <PlanChooserModal user={user} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </PlanChooserContext>
  );
}
