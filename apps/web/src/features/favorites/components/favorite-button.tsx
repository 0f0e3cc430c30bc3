import { toastMessages } from '@kora/shared';
import { Heart } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { isUnauthorizedError } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { useAddFavorite } from '../api/add-favorite';
import { useFavoriteCheck } from '../api/check-favorite';
import { useRemoveFavorite } from '../api/remove-favorite';
import { favoritesTexts } from '../favorites-texts';

/** The favourite toggle of a video page: 'Ajouter aux favoris' / 'Retirer des favoris', with its toasts. */
export function FavoriteButton({ videoId, compact }: { videoId: string; compact?: boolean }) {
  const check = useFavoriteCheck(videoId);
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const favorited = check.data?.isFavorited ?? false;
  const label = favorited ? favoritesTexts.remove : favoritesTexts.add;
  // viewer.md §8 fixes this description; a lost session is left to the global 401 handling.
  const onError = (error: unknown) => {
    if (!isUnauthorizedError(error)) toast({ title: toastMessages.errorTitle, description: toastMessages.favoritesErrorDescription, variant: 'destructive' });
  };

  const toggle = () => {
    if (favorited) remove.mutate(videoId, { onSuccess: () => toast({ title: toastMessages.favoriteRemoved }), onError });
    else add.mutate(videoId, { onSuccess: () => toast({ title: toastMessages.favoriteAdded }), onError });
  };

  return (
    <Button
      variant={favorited ? 'primary' : 'outline'}
      size={compact ? 'icon' : 'md'}
      aria-label={compact ? label : undefined}
      loading={add.isPending || remove.isPending}
      disabled={check.isPending}
      onClick={toggle}
    >
      <Heart size={18} aria-hidden fill={favorited ? 'currentColor' : 'none'} />
      {!compact && label}
    </Button>
  );
}
