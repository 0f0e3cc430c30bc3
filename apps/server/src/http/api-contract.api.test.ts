import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_PATH } from '@kora/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/*
 * The contract the server publishes (OpenAPI at /api/docs/json, built from the shared zod schemas): every operation
 * says what it answers, so that its answer is serialised by that schema and a client can be typed from it.
 */

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
let t: TestApp;
let spec: { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  t = await createTestApp();
  spec = (await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/json` })).json();
});
afterAll(() => t.close());

describe('the published contract', () => {
  it('gives every operation a 2xx answer with a JSON schema, or only redirects', () => {
    const operations = Object.entries(spec.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })));
    expect(operations.length).toBeGreaterThan(100);
    const lacking = operations.filter(({ op }) => {
      const responses = Object.entries(op.responses ?? {});
      const answered = responses.some(([code, response]) => /^2\d\d$/.test(code) && response.content?.['application/json']?.schema !== undefined);
      const redirects = responses.some(([code]) => /^3\d\d$/.test(code)) && !responses.some(([code]) => /^2\d\d$/.test(code));
      return !answered && !redirects;
    });
    expect(lacking.map(({ name }) => name)).toEqual([]);
  });
});
