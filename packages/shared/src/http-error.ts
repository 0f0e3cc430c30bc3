/**
 * The browser turns any non-success response into an error whose message is
 * "<status>: <body text>" (or the status text when the body is empty) — viewer.md §8.
 */
export function formatHttpErrorMessage(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

/**
 * True for the errors that mean "the session is gone": a 401 that says unauthorized (viewer.md §8), in its status
 * text or in Kora's error code (`"code":"unauthorized"`, whatever the language of its message). A 401 of wrong
 * credentials has another code.
 */
export function isUnauthorizedMessage(message: string): boolean {
  return /^401: .*unauthorized/i.test(message);
}

/** Pulls the human `message` out of a formatted error, when the body was our JSON error shape. */
export function serverMessageOf(message: string): string | undefined {
  const match = /^\d{3}: ([\s\S]*)$/.exec(message);
  if (!match?.[1]) return undefined;
  try {
    const body: unknown = JSON.parse(match[1]);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    /* not JSON: no server message */
  }
  return undefined;
}
