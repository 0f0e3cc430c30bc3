import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { parseThumbnailVtt, type ThumbnailCue } from './thumbnail-track';

async function loadThumbnails(thumbnailsUrl: string, signal: AbortSignal): Promise<ThumbnailCue[]> {
  const url = new URL(thumbnailsUrl, window.location.href).href;
  const response = await fetch(url, { credentials: 'include', signal });
  // Not an ApiError: a refused preview file is no reason to leave the page.
  if (!response.ok) throw new Error('Aperçus indisponibles');
  return parseThumbnailVtt(await response.text(), url);
}

/**
 * The seek previews of a video (playback.thumbnailsUrl), fetched only once asked for — on the
 * first hover or drag of the seek bar, never at load: most viewers never look, and the file costs
 * data on a metered connection. A failure leaves the seek bar showing only the time. A renewed
 * playback brings a newly signed URL, read again (the sheets' URLs carry the same signature).
 */
export function useSeekThumbnails(thumbnailsUrl: string | null) {
  const [wanted, setWanted] = useState(false);
  const query = useQuery({
    queryKey: ['seek-thumbnails', thumbnailsUrl],
    queryFn: ({ signal }) => loadThumbnails(thumbnailsUrl ?? '', signal),
    enabled: wanted && thumbnailsUrl !== null,
    staleTime: Infinity,
  });
  const request = useCallback(() => setWanted(true), []);
  return { available: thumbnailsUrl !== null, cues: query.data ?? null, request };
}
