import { describe, expect, it } from 'vitest';
import { formatHttpErrorMessage, isUnauthorizedMessage, serverMessageOf } from './http-error.js';

describe('error message format (viewer.md §8)', () => {
  it('is the status, a colon and a space, then the body text or else the status text', () => {
    expect(formatHttpErrorMessage(400, '{"message":"x"}', 'Bad Request')).toBe('400: {"message":"x"}');
    expect(formatHttpErrorMessage(502, '', 'Bad Gateway')).toBe('502: Bad Gateway');
  });

  it('recognises a lost session: starts with 401 and contains Unauthorized', () => {
    expect(isUnauthorizedMessage('401: {"message":"Unauthorized","code":"unauthorized"}')).toBe(true);
    expect(isUnauthorizedMessage('401: {"message":"Connexion requise","code":"unauthorized"}')).toBe(true);
    expect(isUnauthorizedMessage('401: Unauthorized')).toBe(true);
    expect(isUnauthorizedMessage('401: {"message":"Email ou mot de passe incorrect","code":"invalid_credentials"}')).toBe(false);
    expect(isUnauthorizedMessage('401: {"message":"Email ou mot de passe incorrect"}')).toBe(false);
    expect(isUnauthorizedMessage('403: Unauthorized')).toBe(false);
  });

  it('extracts the server message from a JSON body, and nothing from plain text', () => {
    expect(serverMessageOf('409: {"message":"Un compte existe déjà","code":"email_taken"}')).toBe('Un compte existe déjà');
    expect(serverMessageOf('502: Bad Gateway')).toBeUndefined();
  });
});
