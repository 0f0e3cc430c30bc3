import { apiPaths, type SubtitleLanguage, type SubtitleTrack } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { onSubtitlesChanged, subtitleKeys } from './subtitle-keys';

/** Removes a video's track in one language. */
export function deleteVideoSubtitle(videoId: string, language: SubtitleLanguage) {
  return api('delete', apiPaths.videoSubtitle, { params: { id: videoId, language } });
}

/** The track leaves the list at once; the list and the videos' lists are then read again. */
export function useDeleteVideoSubtitle(videoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: SubtitleLanguage) => deleteVideoSubtitle(videoId, language),
    onSuccess: (_answer, language) => {
      queryClient.setQueryData<SubtitleTrack[]>(subtitleKeys.tracks(videoId), (tracks) => tracks?.filter((track) => track.language !== language));
      void onSubtitlesChanged(queryClient, videoId);
    },
  });
}
