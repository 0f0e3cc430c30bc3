import { apiPaths, type AdminLiveEditBody } from '@kora/shared';
import { api } from '../../../lib/api';
import { useLiveListChange } from '../../../lib/use-live-list-change';
import { adminLivesKey } from './admin-lives';

/** An admin changes a live's age rating (journalled 'Live modifié'); the answer is the live. */
export function setAdminLiveAgeRating({ id, ageRating }: { id: string } & AdminLiveEditBody) {
  return api('patch', apiPaths.adminLiveStream, { params: { id }, body: { ageRating } });
}

/** Once the server agrees, the live shows its new rating in the list at once; the lives lists elsewhere are asked again. */
export const useSetAdminLiveAgeRating = () =>
  useLiveListChange(adminLivesKey, setAdminLiveAgeRating, (list, _variables, saved) => list.map((live) => (live.id === saved.id ? saved : live)));
