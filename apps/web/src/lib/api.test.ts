import { describe, expectTypeOf, it } from 'vitest';
import type { apiPaths, AuthUser, Download, DownloadBody, DownloadGrant, DownloadOptions, User } from '@kora/shared';
import type { ApiAnswer, ApiInput } from './api';

/* What the typechecker holds the web app's calls to: each call's answer and input come from the contract. */
describe('api()', () => {
  it('answers what the operation answers', () => {
    expectTypeOf<ApiAnswer<'delete', typeof apiPaths.download>>().toEqualTypeOf<{ removed: true }>();
    expectTypeOf<ApiAnswer<'get', typeof apiPaths.downloads>>().toExtend<Download[]>();
    expectTypeOf<Download[]>().toExtend<ApiAnswer<'get', typeof apiPaths.downloads>>();
    expectTypeOf<ApiAnswer<'get', typeof apiPaths.downloadOptions>>().toExtend<DownloadOptions>();
    expectTypeOf<ApiAnswer<'post', typeof apiPaths.videoDownloads>>().toExtend<DownloadGrant>();
    // The session's read (getUser) is typed by the contract too: the shared User, with the profile watching.
    expectTypeOf<ApiAnswer<'get', typeof apiPaths.authUser>>().toExtend<AuthUser>();
    expectTypeOf<AuthUser>().toExtend<ApiAnswer<'get', typeof apiPaths.authUser>>();
    expectTypeOf<AuthUser>().toExtend<User>();
  });

  it('takes the path parameters and the body the operation takes', () => {
    expectTypeOf<ApiInput<'delete', typeof apiPaths.download>['params']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<DownloadBody>().toExtend<ApiInput<'post', typeof apiPaths.videoDownloads>['body']>();
    expectTypeOf<ApiInput<'get', typeof apiPaths.downloads>['body']>().toEqualTypeOf<undefined>();
    // An operation the path does not have answers nothing.
    expectTypeOf<ApiAnswer<'put', typeof apiPaths.downloads>>().toBeNever();
  });
});
