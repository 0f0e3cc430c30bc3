import { translation } from '@kora/shared';
import { downloadsTexts } from '../../features/downloads/downloads-texts';
import { updateBannerTexts } from '../../features/downloads/update-banner-texts';

export const englishAccountDownloads = [
  translation(downloadsTexts, {
    myDownloads: 'My downloads',
    audioOnly: 'Audio only',
    audioOnlyInSentence: 'audio only',
    panel: {
      label: 'Download',
      failed: 'The download failed. Check your connection, then try again.',
      kept: (rendition, size, until) => `Downloaded in ${rendition} (${size}), available offline until ${until}.`,
      download: 'Download',
      downloadAgain: 'Download again',
      subtitles: 'Subtitles to keep',
      quality: 'Download quality',
      sizesLoading: 'Getting the sizes…',
      cancel: 'Cancel',
      keptFor: (days) => `Kept for ${days} days on this device, extended whenever you are online.`,
      progressLabel: 'Downloading the video',
      progress: (percent) => `Downloading… ${percent}%`,
      stop: 'Stop the download',
    },
    list: {
      expired: 'This download has expired: go online to renew it.',
      subtitles: (names) => `Subtitles: ${names}`,
      expiredSince: (date) => `Expired on ${date}`,
      availableUntil: (date) => `Available offline until ${date}`,
      play: 'Play',
      playTitle: (title) => `Play ${title}`,
      remove: 'Delete',
      removeTitle: (title) => `Delete ${title}`,
      loading: 'Loading downloads…',
      empty: 'No downloads on this device. On a video’s page, “Download” keeps it so you can watch it without a connection.',
      spaceUsed: (size) => `Space used: ${size}`,
      preparingPlayback: 'Getting playback ready…',
    },
    player: {
      label: (title) => `Offline playback: ${title}`,
      failed: 'Cannot play: this download is incomplete or has expired.',
    },
    offline: {
      title: 'You are offline',
      note: 'Your downloads are still available on this device.',
      retry: 'Try connecting again',
    },
  }),

  translation(updateBannerTexts, {
    newVersion: 'New version available',
    reload: 'Reload',
  }),
];
