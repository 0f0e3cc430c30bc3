import { defineMessages } from '@kora/shared';

/** The players' controls and menus (the video's and the live's): names of buttons, menus and what they announce. */
export const playerTexts = defineMessages('playerTexts', {
  play: 'Lecture',
  pause: 'Pause',
  mute: 'Couper le son',
  unmute: 'Activer le son',
  volume: 'Volume',
  fullscreen: 'Plein écran',
  exitFullscreen: 'Quitter le plein écran',
  seek: 'Position de lecture',
  /** The seek bar's value in words: '1:05 sur 2:00'. */
  position: (current: string, total: string) => `${current} sur ${total}`,
  loadingVideo: 'Chargement de la vidéo',
  audioOnlyNotice: "Audio seul : l'image n'est pas téléchargée",
  failed: 'La lecture a échoué. Vérifiez votre connexion puis réessayez.',
  quality: 'Qualité',
  /** The quality button's name, with the choice it shows: 'Qualité : Auto'. */
  qualityNow: (current: string) => `Qualité : ${current}`,
  auto: 'Auto',
  audio: 'Audio',
  audioOnly: 'Audio seul',
  autoCap: (height: number) => `max ${height}p`,
  aboveSaver: "au-delà de l'économiseur",
  subtitles: 'Sous-titres',
  subtitlesOn: (track: string) => `Sous-titres : ${track}`,
  subtitlesOff: 'Sous-titres désactivés',
  subtitlesOffChoice: 'Désactivés',
  subtitlesLanguage: 'Langue',
  subtitlesSize: 'Taille',
  subtitlesBackground: 'Fond',
  subtitleSizes: { small: 'Petite', medium: 'Moyenne', large: 'Grande' },
  subtitleBackgrounds: { shadow: 'Ombre', box: 'Bandeau', none: 'Aucun' },
} as const);
