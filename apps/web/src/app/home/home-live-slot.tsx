import { lazy, Suspense } from 'react';
import { useUser } from '../../features/auth/api/get-user';
import { useLives } from '../../features/lives/api/get-lives';

// The section's code comes only when a live is on air: most visits of home download none of it.
const HomeLiveSection = lazy(() => import('../../features/lives/components/home-live-section'));

/**
 * The live section of home (viewer.md §2: at most 2 lives on air, 'Voir tout', 'Regarder', 'Lives'):
 * the lives on air are asked for with the rest of home, every 30 s; nothing shows while there are none.
 */
export function HomeLiveSlot() {
  const user = useUser().data;
  const onAir = useLives(true);
  if (!user || !onAir.data?.length) return null;
  return (
    <Suspense fallback={null}>
      <HomeLiveSection user={user} />
    </Suspense>
  );
}
