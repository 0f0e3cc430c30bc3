import type { ErrorCode, Tier } from '@kora/shared';

/**
 * A failure the domain names: a stable `code` and a French `message` for people.
 * Services throw these; the HTTP error handler alone decides the status code.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: { fieldErrors?: Record<string, string>; retryAfterSeconds?: number; requiredTier?: Tier; retryAt?: Date } = {},
  ) {
    super(message);
  }
}
