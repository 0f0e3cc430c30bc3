import { formatHttpErrorMessage, type ErrorBody } from '@kora/shared';
import type { QueryFunction } from '@tanstack/react-query';
import { read } from './early-requests';

/**
 * A non-2xx answer. Its message is "<status>: <body text>" (viewer.md §8), which the global
 * 401 handling and the toasts read; status and the parsed error body are kept beside it.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly body: ErrorBody | null,
  ) {
    super(message);
  }
}

/*
 * The error body is read with a plain structural check rather than errorBodySchema: this module is
 * on the first load, which stays free of zod (it comes with the form pages that need it).
 */
function parseErrorBody(text: string): ErrorBody | null {
  try {
    const body: unknown = JSON.parse(text);
    if (!body || typeof body !== 'object' || typeof (body as ErrorBody).message !== 'string') return null;
    const { fieldErrors } = body as ErrorBody;
    return { ...(body as ErrorBody), fieldErrors: fieldErrors && typeof fieldErrors === 'object' ? fieldErrors : undefined };
  } catch {
    return null;
  }
}

/** The {@link ApiError} of a non-2xx answer, from its status and body text (also for answers read without fetch). */
export function apiErrorOf(status: number, bodyText: string, statusText: string): ApiError {
  return new ApiError(formatHttpErrorMessage(status, bodyText, statusText), status, parseErrorBody(bodyText));
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  throw apiErrorOf(response.status, await response.text(), response.statusText);
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a caller may add to a request: a signal to cancel it, keepalive to let it outlive the page. */
export type RequestOptions = Pick<RequestInit, 'signal' | 'keepalive'>;

/** Same-origin JSON request with the session cookie; throws an {@link ApiError} on any non-2xx answer. */
export async function apiRequest<T>(method: Method, url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  // A read may take the answer the boot script started (the video page's own reads).
  const response = await (method === 'GET' && body === undefined
    ? read(url, options?.signal ?? undefined)
    : fetch(url, {
        ...options,
        method,
        credentials: 'include',
        headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }));
  await throwIfNotOk(response);
  return readJson<T>(response);
}

/** What a read does with a 401: fail (the default), or answer null ("who am I?" reads). */
export type On401 = 'throw' | 'returnNull';

/** Default reads (viewer.md §7): GET the first element of the query key and parse the JSON answer. */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await read(String(queryKey[0]), signal);
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return readJson<T>(response);
  };
}

/** The server's field errors of a failed request, if it sent any. */
export function fieldErrorsFromError(error: unknown): Record<string, string> {
  return error instanceof ApiError ? (error.body?.fieldErrors ?? {}) : {};
}

/** The server's human message of a failed request, if it sent one. */
export function serverMessageFromError(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body?.message : undefined;
}
