import { apiPaths, type SubtitleTrack } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiForm } from '../../lib/api-form';
import { subtitleFormData, type SubtitleUpload } from './subtitle-form';
import { onSubtitlesChanged, subtitleKeys } from './subtitle-keys';
import { withTrack } from './subtitle-languages';

/**
 * Sends a .srt or .vtt (multipart: file, language, label): 201 with the track, which replaces the one of its language.
 * Refusals carry the server's French message (« Ligne 12 : … » for a malformed file, under `file`), 413 over 1 Mo,
 * 409 while the video is not ready.
 */
export function addVideoSubtitles(videoId: string, upload: SubtitleUpload) {
  return apiForm(apiPaths.videoSubtitles, { params: { id: videoId }, form: subtitleFormData(upload) });
}

/** The new track shows in the list at once; the list and the videos' lists are then read again. */
export function useAddVideoSubtitles(videoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: SubtitleUpload) => addVideoSubtitles(videoId, upload),
    onSuccess: (track) => {
      queryClient.setQueryData<SubtitleTrack[]>(subtitleKeys.tracks(videoId), (tracks) => withTrack(tracks, track));
      void onSubtitlesChanged(queryClient, videoId);
    },
  });
}
