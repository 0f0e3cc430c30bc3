/** The public address of a video's poster, served by the poster route while the video is listed. */
export const posterUrlOf = (videoId: string) => `/media/posters/${videoId}.jpg`;
