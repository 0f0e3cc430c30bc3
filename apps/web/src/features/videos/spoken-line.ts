import { sharedPagePath, type SpokenMatch } from '@kora/shared';
import { formatClock } from '../../lib/format';
import { videosTexts } from './videos-texts';

/*
 * A search result found by what its subtitles say: the line, quoted, and the moment it is said, linking to the video
 * page opened at that moment (`?t=<seconds>`).
 */

/** "/video/<id>?t=83": the video's page, opened where the line is said. */
export function spokenLinePath(videoId: string, seconds: number): string {
  return `${sharedPagePath('video', videoId)}?t=${Math.max(0, Math.floor(seconds))}`;
}

/** The line and its time as the result shows them: « “On se retrouve au marché” », « à 1:23 » (a cue's line breaks as spaces). */
export function spokenLineParts({ text, seconds }: Pick<SpokenMatch, 'text' | 'seconds'>): { quote: string; time: string } {
  return { quote: `“${text.replace(/\s+/g, ' ').trim()}”`, time: videosTexts.spokenAt(formatClock(seconds)) };
}
