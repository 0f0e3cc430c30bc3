import { type ApiPath, type PathParams, pathTo } from '@kora/shared';
import type { ApiAnswer } from './api';
import { apiErrorOf, type RequestOptions } from './api-client';

/*
 * A multipart call (a small file and its text fields in one request), for the routes whose body the contract describes
 * as multipart/form-data. Its answer is typed from the contract as api()'s are; a refusal throws the same ApiError
 * (status, French message, field errors), so the global 401 handling and the forms read it alike. The browser writes
 * the Content-Type with the form's boundary itself.
 */

/** POSTs `form` to `path`, same origin with the session cookie; throws an ApiError on any non-2xx answer. */
export async function apiForm<P extends ApiPath>(path: P, input: { params: PathParams<P>; form: FormData } & RequestOptions): Promise<ApiAnswer<'post', P>> {
  const url = (pathTo as (pattern: string, params?: Record<string, string> | null) => string)(path, input.params as Record<string, string>);
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body: input.form,
    ...(input.signal ? { signal: input.signal } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw apiErrorOf(response.status, text, response.statusText);
  return (text ? JSON.parse(text) : null) as ApiAnswer<'post', P>;
}
