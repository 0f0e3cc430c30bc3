import { apiPaths } from '@kora/shared';
import { api } from '../../../lib/api';

/** GET /api/sponsorships/{id}: my sponsorship; the server asks the provider again while it is pending. */
export function getSponsorship(id: string, signal?: AbortSignal) {
  return api('get', apiPaths.sponsorship, { params: { id }, signal });
}

/** How long the page keeps asking about a pending sponsorship (ms): about a minute. */
export const SPONSORSHIP_WATCH_MS = 60_000;
/** Failed asks in a row (a lost answer on 3G) before the page gives up. */
const MAX_FAILED_ASKS = 3;

/** The wait before the next ask, growing from 1 s to 10 s: quick when the webhook is quick, light on 3G when it is not. */
export function nextAskDelay(asked: number): number {
  return Math.min(10_000, Math.round(1000 * 1.6 ** Math.max(0, asked - 1)));
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      window.clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

export type SponsorshipOutcome = 'paid' | 'failed' | 'pending';

/**
 * Asks about a sponsorship until it is paid or failed, waiting {@link nextAskDelay} between asks, for
 * about {@link SPONSORSHIP_WATCH_MS} from `since` ('pending' then). A request that fails is asked again,
 * {@link MAX_FAILED_ASKS} times in a row at most (then it throws); `signal` stops it all.
 */
export async function waitForSponsorshipOutcome(id: string, since: number, signal: AbortSignal): Promise<SponsorshipOutcome> {
  let failed = 0;
  for (let asked = 0; Date.now() - since <= SPONSORSHIP_WATCH_MS; asked += 1) {
    if (asked > 0) await wait(nextAskDelay(asked), signal);
    try {
      const { status } = await getSponsorship(id, signal);
      failed = 0;
      if (status === 'paid') return 'paid';
      if (status !== 'pending') return 'failed';
    } catch (error) {
      failed += 1;
      if (signal.aborted || failed >= MAX_FAILED_ASKS) throw error;
    }
  }
  return 'pending';
}
