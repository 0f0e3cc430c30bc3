import { translation } from '@kora/shared';
import { playerDataUsageTexts } from '../../components/player/data-usage-texts';
import { playerTexts } from '../../components/player/player-texts';

export const englishViewerPlayer = [
  translation(playerTexts, {
    play: 'Play',
    pause: 'Pause',
    mute: 'Mute',
    unmute: 'Unmute',
    volume: 'Volume',
    fullscreen: 'Full screen',
    exitFullscreen: 'Exit full screen',
    seek: 'Playback position',
    position: (current, total) => `${current} of ${total}`,
    loadingVideo: 'Loading video',
    audioOnlyNotice: 'Audio only: the picture is not downloaded',
    failed: 'Playback failed. Check your connection and try again.',
    quality: 'Quality',
    qualityNow: (current) => `Quality: ${current}`,
    auto: 'Auto',
    audio: 'Audio',
    audioOnly: 'Audio only',
    autoCap: (height) => `max ${height}p`,
    aboveSaver: 'above the data saver limit',
    subtitles: 'Subtitles',
    subtitlesOn: (track) => `Subtitles: ${track}`,
    subtitlesOff: 'Subtitles off',
    subtitlesOffChoice: 'Off',
    subtitlesLanguage: 'Language',
    subtitlesSize: 'Size',
    subtitlesBackground: 'Background',
    subtitleSizes: { small: 'Small', medium: 'Medium', large: 'Large' },
    subtitleBackgrounds: { shadow: 'Shadow', box: 'Box', none: 'None' },
  }),
  translation(playerDataUsageTexts, {
    usedThisMonth: 'Data used this month by this profile on this device:',
    megabytes: (amount) => `${amount} MB`,
  }),
];
