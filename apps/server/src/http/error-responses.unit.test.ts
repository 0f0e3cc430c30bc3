import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorStatusesOf } from './error-responses.js';

const params = z.object({ id: z.uuid() });

describe('the refusals a route describes', () => {
  it('gives a public read without input none of its own', () => {
    expect(errorStatusesOf({ method: 'GET', schema: {}, config: { access: 'public' } })).toEqual([]);
  });

  it('adds what a signed-in read of a named thing can meet: its input, no session, not there', () => {
    expect(errorStatusesOf({ method: 'GET', schema: { params }, config: { access: 'user' } })).toEqual([400, 401, 404]);
  });

  it('adds the role and the origin check to a state change, and the body’s refusals', () => {
    expect(errorStatusesOf({ method: 'POST', schema: {}, config: { access: 'creator' } })).toEqual([400, 401, 403, 413, 415]);
  });

  it('spares a webhook the origin check, which its signature replaces', () => {
    expect(errorStatusesOf({ method: 'POST', schema: {}, config: { access: 'public', webhook: true } })).toEqual([400, 413, 415]);
  });

  it('adds the statuses of the codes the route declares, once each', () => {
    expect(errorStatusesOf({ method: 'GET', schema: {}, config: { access: 'user', errors: ['tier_required', 'watch_time_exhausted', 'conflict', 'rate_limited'] } })).toEqual([401, 403, 409, 429]);
  });
});
