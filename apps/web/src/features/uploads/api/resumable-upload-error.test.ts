import { describe, expect, it } from 'vitest';
import { ApiError, fieldErrorsFromError, serverMessageFromError } from '../../../lib/api-client';
import { uploadErrorOf } from './resumable-upload-error';
import { UploadNetworkError } from './upload-errors';

/** tus-js-client's DetailedError, as far as uploadErrorOf reads it. */
function failed(method: string, status: number | null, body = '') {
  const response = status === null ? null : { getStatus: () => status, getBody: () => body, getHeader: () => undefined, getUnderlyingObject: () => ({ statusText: '' }) };
  return Object.assign(new Error('tus: failed'), { originalRequest: { getMethod: () => method } as never, originalResponse: response as never });
}

describe('what the page is told when a resumable upload gives up', () => {
  it('a connection that stayed down, or a proxy page instead of our answer, may be retried', () => {
    expect(uploadErrorOf(failed('PATCH', null))).toBeInstanceOf(UploadNetworkError);
    expect(uploadErrorOf(failed('PATCH', 0))).toBeInstanceOf(UploadNetworkError);
    expect(uploadErrorOf(failed('PATCH', 502, '<html>Bad Gateway</html>'))).toBeInstanceOf(UploadNetworkError);
    expect(uploadErrorOf(new Error('not from a request'))).toBeInstanceOf(UploadNetworkError);
  });

  it('keeps the server French message and field errors of a refused creation', () => {
    const body = JSON.stringify({ message: 'Le titre est requis', code: 'validation_error', fieldErrors: { title: 'Le titre est requis' } });
    const error = uploadErrorOf(failed('POST', 400, body));
    expect(error).toBeInstanceOf(ApiError);
    expect(serverMessageFromError(error)).toBe('Le titre est requis');
    expect(fieldErrorsFromError(error)).toEqual({ title: 'Le titre est requis' });
    expect((error as ApiError).status).toBe(400);
  });

  it('puts a refusal of the file itself under the file field', () => {
    const invalid = uploadErrorOf(failed('PATCH', 400, JSON.stringify({ message: 'Fichier vidéo invalide' })));
    expect(fieldErrorsFromError(invalid)).toEqual({ video: 'Fichier vidéo invalide' });
    const tooLarge = uploadErrorOf(failed('POST', 413, JSON.stringify({ message: 'La vidéo dépasse la taille maximale de 100 Mo', code: 'payload_too_large' })));
    expect(fieldErrorsFromError(tooLarge)).toEqual({ video: 'La vidéo dépasse la taille maximale de 100 Mo' });
    const forbidden = uploadErrorOf(failed('POST', 403, JSON.stringify({ error: 'Forbidden', message: 'Accès refusé' })));
    expect(serverMessageFromError(forbidden)).toBe('Accès refusé');
    expect(fieldErrorsFromError(forbidden)).toEqual({});
  });

  it('leaves a lost session to the global 401 handling (the message starts with the status)', () => {
    expect(uploadErrorOf(failed('PATCH', 401, JSON.stringify({ message: 'Non authentifié' }))).message).toMatch(/^401: /);
  });
});
