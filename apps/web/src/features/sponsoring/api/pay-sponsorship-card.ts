import { apiPaths, type CardFields, pathTo, type SandboxCardPaymentResult } from '@kora/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/sponsorships/{id}/sandbox-card: the sandbox card form pays a sponsorship (sandbox mode only). */
export function paySponsorshipCard(sponsorshipId: string, card: CardFields): Promise<SandboxCardPaymentResult> {
  return apiRequest('POST', pathTo(apiPaths.sponsorshipSandboxCard, { id: sponsorshipId }), card);
}
