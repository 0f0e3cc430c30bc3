import { type Decision, serverMessages } from '@kora/shared';
import { DomainError } from './errors.js';

/** The domain error of a refusal from the shared policies (the error handler gives it its status). */
export function refusalOf(decision: Exclude<Decision, { allowed: true }>): DomainError {
  switch (decision.reason) {
    case 'unauthorized':
      return new DomainError('unauthorized', serverMessages.unauthorized);
    case 'tier_required':
      return new DomainError('tier_required', serverMessages.tierRequired(decision.requiredTier), { requiredTier: decision.requiredTier });
    default:
      return new DomainError('forbidden', serverMessages.forbidden);
  }
}

/** Goes on when the policy allows; throws its refusal otherwise. */
export function assertAllowed(decision: Decision): void {
  if (!decision.allowed) throw refusalOf(decision);
}
