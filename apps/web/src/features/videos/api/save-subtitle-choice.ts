import { apiPaths, type Playback, type SubtitleChoice, type SubtitleLanguage } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { isUnauthorizedError } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { videoKeys } from './video-keys';
import { playerTexts } from '../../../components/player/player-texts';
import { videosWatchTexts } from '../watch-texts';

/** Remembers the subtitles the watching profile chose (a language, or null for « Désactivés »); answers the same. */
export function saveSubtitleChoice(body: SubtitleChoice) {
  return api('put', apiPaths.profileSubtitles, { body });
}

/**
 * The player's choice, saved for the profile without a word on success (the next video starts with it). The page's
 * playback answer says it at once (`subtitleLanguage`): what the player shows now is what « Télécharger » offers to
 * keep. Saves run in the order of the choices, so two quick ones end as the second. A lost session goes to the
 * global handling; another failure says the choice was not kept (it still shows here).
 */
export function useSaveSubtitleChoice(videoId: string): (language: SubtitleLanguage | null) => void {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    scope: { id: apiPaths.profileSubtitles },
    mutationFn: saveSubtitleChoice,
    onMutate: ({ language }) => {
      queryClient.setQueryData<Playback>(videoKeys.playback(videoId), (current) => current && { ...current, subtitleLanguage: language });
    },
    onError: (error) => {
      if (!isUnauthorizedError(error)) toast({ title: playerTexts.subtitles, description: videosWatchTexts.subtitleChoiceFailed, variant: 'destructive' });
    },
  });
  return (language) => mutate({ language });
}
