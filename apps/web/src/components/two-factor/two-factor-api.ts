import { apiPaths, type TwoFactorDisableBody, type TwoFactorEnableBody, type TwoFactorSignInBody } from '@kora/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Where the account's second factor stands (admins and creators may turn it on). */
export const twoFactorStatusQueryOptions = queryOptions({
  queryKey: [apiPaths.twoFactor] as const,
  queryFn: ({ signal }) => api('get', apiPaths.twoFactor, { signal }),
});
export const useTwoFactorStatus = () => useQuery(twoFactorStatusQueryOptions);

function useChangingStatus<T, R>(call: (body: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryOptions.queryKey }) });
}

/** A new secret to scan: its QR code, and the text to type where the camera cannot. */
export const useTwoFactorSetup = () => useMutation({ mutationFn: () => api('post', apiPaths.twoFactorSetup) });
export const useTwoFactorEnable = () => useChangingStatus((body: TwoFactorEnableBody) => api('post', apiPaths.twoFactorEnable, { body }));
export const useTwoFactorDisable = () => useChangingStatus((body: TwoFactorDisableBody) => api('post', apiPaths.twoFactorDisable, { body }));

/** The second step of sign-in. A 401 here is a wrong code, not a lost session: the form says so. */
export const useTwoFactorSignIn = () =>
  useMutation({ mutationFn: (body: TwoFactorSignInBody) => api('post', apiPaths.twoFactorSignIn, { body }), meta: { handlesUnauthorized: true } });
