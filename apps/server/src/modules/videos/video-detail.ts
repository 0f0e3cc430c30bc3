import type { FastifyRequest } from 'fastify';
import { can, profileMessages, ratingAllowed, serverMessages, type VideoDetail } from '@kora/shared';
import type { VideoRow } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { authOf, profileMaxRating } from '../../http/authenticate.js';
import { toPublicVideo } from './public-video.js';
import type { VideosRepository } from './videos.repository.js';

/**
 * One video as its page shows it to the signed-in caller (apiPaths.video, and the video page's opening read):
 * listed, or hidden (waiting for review, blocked, unpublished, not ready) for its uploader and admins, who preview
 * it; never beyond a kids profile's rating; with its resume position and the live it is the replay of.
 */
export function videoDetailReader(videos: Pick<VideosRepository, 'findListed' | 'findById' | 'replayedLiveId'>) {
  return async (request: FastifyRequest, id: string): Promise<VideoDetail> => {
    const { user, profile } = authOf(request);
    const [found, replayOf] = await Promise.all([videos.findListed(id, profile.id), videos.replayedLiveId(id)]);
    const hidden = found ? undefined : await videos.findById(id);
    if (!found && (!hidden || !can(user, 'manageVideo', hidden))) throw new DomainError('not_found', serverMessages.videoNotFound);
    const video = found?.video ?? (hidden as VideoRow);
    // A direct link under a kids profile: the refusal, never the video.
    if (!ratingAllowed(video.ageRating, profileMaxRating(request))) throw new DomainError('forbidden', profileMessages.ratingRefused);
    return { ...toPublicVideo(video, found?.resumeAt ?? 0), replayOf, subtitles: video.subtitles };
  };
}
