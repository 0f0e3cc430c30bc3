import type { LiveStream, User } from '@kora/shared';
import type { ComponentType } from 'react';

export type HomeLiveSectionCode = ComponentType<{ user: User; lives: LiveStream[] }>;

let code: HomeLiveSectionCode | null = null;
let loading: Promise<HomeLiveSectionCode> | null = null;

/**
 * The code of home's live section (its own chunk: a visit without a remembered session and without a live on air
 * downloads none of it), shared by the boot script, which asks for it with home's code where the device remembers a
 * session, else as soon as the early read of the lives finds one on air, and home's live slot, which then draws the
 * section with the rows' first answer rather than a render later.
 */
export function loadLiveSection(): Promise<HomeLiveSectionCode> {
  loading ??= import('../../features/lives/components/home-live-section').then(
    (module) => (code = module.default),
    (err: unknown) => {
      // Its code could not come (connection lost): a later visit of home may try again.
      loading = null;
      throw err;
    },
  );
  return loading;
}

/** The section's code if it has arrived, else null. */
export const liveSectionCode = (): HomeLiveSectionCode | null => code;
