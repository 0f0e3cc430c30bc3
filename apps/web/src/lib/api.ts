import { type ApiPath, type ParamNames, type PathParams, pathTo } from '@kora/shared';
import type { paths } from './api-contract.gen';
import { apiRequest, type RequestOptions } from './api-client';

/*
 * The web app's calls, typed from the one contract: api-contract.gen.ts is generated from the OpenAPI description the
 * server publishes (its routes' shared zod schemas), and a test fails when it is stale (`npm run api:types`). A call
 * names its path from apiPaths; its parameters, query, body and answer follow from that operation, none written by
 * hand.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** '/api/videos/:id' as OpenAPI names it: '/api/videos/{id}'. */
type OpenApiPath<P extends string> = P extends `${infer Head}:${infer Name}/${infer Tail}`
  ? `${Head}{${Name}}/${OpenApiPath<Tail>}`
  : P extends `${infer Head}:${infer Name}`
    ? `${Head}{${Name}}`
    : P;

/** The operation `method` on `path`, as the contract describes it. */
type Operation<M extends Method, P extends ApiPath> = OpenApiPath<P> extends keyof paths ? NonNullable<paths[OpenApiPath<P>][M]> : never;
type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Success<Op> = Op extends { responses: infer R } ? JsonOf<R[Extract<keyof R, 200 | 201 | 202 | 204>]> : never;
type Body<Op> = Op extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never;
type Query<Op> = Op extends { parameters: { query?: infer Q } } ? Q : never;

/** What a call gives besides its path: the path's parameters, the query and the body the operation takes. */
export type ApiInput<M extends Method, P extends ApiPath> = ([ParamNames<P>] extends [never] ? { params?: null } : { params: PathParams<P> }) &
  ([Body<Operation<M, P>>] extends [never] ? { body?: never } : { body: Body<Operation<M, P>> }) &
  ([NonNullable<Query<Operation<M, P>>>] extends [never] ? { query?: never } : { query?: NonNullable<Query<Operation<M, P>>> }) &
  RequestOptions;

/** The answer of a successful call, as the contract describes it. */
export type ApiAnswer<M extends Method, P extends ApiPath> = Success<Operation<M, P>>;

/** Same-origin JSON call with the session cookie, typed by the contract; throws an ApiError on any non-2xx answer. */
export function api<M extends Method, P extends ApiPath>(method: M, path: P, ...[input]: [ParamNames<P>] extends [never] ? [input?: ApiInput<M, P>] : [input: ApiInput<M, P>]): Promise<ApiAnswer<M, P>> {
  const { params, query, body, signal, keepalive } = (input ?? {}) as { params?: Record<string, string> | null; query?: Record<string, string | number | boolean | undefined>; body?: unknown } & RequestOptions;
  const url = (pathTo as (pattern: string, params?: Record<string, string> | null, query?: Record<string, string | number | boolean | undefined>) => string)(path, params, query);
  return apiRequest(method.toUpperCase() as Uppercase<M>, url, body, { ...(signal ? { signal } : {}), ...(keepalive ? { keepalive } : {}) });
}
