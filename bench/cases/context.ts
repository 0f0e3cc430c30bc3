import type { LoadOptions } from '../load.js';
import type { startKora } from '../servers.js';

export interface BenchContext {
  kora: Awaited<ReturnType<typeof startKora>>;
  /** Session cookie of premium@kora.demo. */
  cookie: string;
  userId: string;
  load: Pick<LoadOptions, 'seconds' | 'connections'>;
  rounds: number;
}
