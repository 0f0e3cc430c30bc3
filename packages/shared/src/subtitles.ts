import { defineMessages } from './i18n/catalogue.js';
/*
 * Subtitles (zod-free, so the player's menu can read the language names without the contract's schemas): the
 * languages a track may be in, its limits and the French messages of its refusals. schemas/subtitles.ts holds the
 * shapes.
 */

/**
 * Languages a subtitle track may be in (ISO 639 codes, as HLS's LANGUAGE attribute and the <track> element take
 * them): French first, then the languages Kora's audience speaks at home, then the neighbours'.
 */
export const SUBTITLE_LANGUAGES = ['fr', 'en', 'wo', 'bm', 'ln', 'dyu', 'ha', 'sw', 'ff', 'ar', 'pt'] as const;
export type SubtitleLanguage = (typeof SUBTITLE_LANGUAGES)[number];

/** Each language's name, in French (the menu and the lists show it when a track has no label). */
export const subtitleLanguageNames: Record<SubtitleLanguage, string> = {
  fr: 'Français',
  en: 'Anglais',
  wo: 'Wolof',
  bm: 'Bambara',
  ln: 'Lingala',
  dyu: 'Dioula',
  ha: 'Haoussa',
  sw: 'Swahili',
  ff: 'Peul',
  ar: 'Arabe',
  pt: 'Portugais',
};

export const isSubtitleLanguage = (value: unknown): value is SubtitleLanguage => (SUBTITLE_LANGUAGES as readonly unknown[]).includes(value);

/** What a track shows in a menu: its label, else its language's name. */
export const subtitleTrackName = (track: { language: SubtitleLanguage; label: string | null }) => track.label ?? subtitleLanguageNames[track.language];

export const subtitleLimits = {
  /** Bytes of an uploaded .srt or .vtt. */
  maxBytes: 1_000_000,
  maxCues: 5000,
  /** Longest a cue may stay on screen. */
  maxCueSeconds: 10,
  /** Characters of a track's label (« Français (SDH) »). */
  labelMax: 40,
} as const;

/** How subtitles are drawn (a setting of the device: a phone's screen is not a television's). */
export const SUBTITLE_SIZES = ['small', 'medium', 'large'] as const;
export type SubtitleSize = (typeof SUBTITLE_SIZES)[number];
export const SUBTITLE_BACKGROUNDS = ['shadow', 'box', 'none'] as const;
export type SubtitleBackground = (typeof SUBTITLE_BACKGROUNDS)[number];

export const subtitleMessages = defineMessages('subtitleMessages', {
  fileRequired: 'Choisissez un fichier de sous-titres (.srt ou .vtt)',
  tooLarge: 'Le fichier de sous-titres dépasse 1 Mo.',
  languageInvalid: 'Choisissez une langue de la liste',
  labelTooLong: `Le libellé ne doit pas dépasser ${subtitleLimits.labelMax} caractères`,
  notFound: "Cette vidéo n'a pas de sous-titres dans cette langue",
  videoNotReady: "Les sous-titres s'ajoutent une fois la vidéo prête",
  malformedForm: 'Le formulaire envoyé est illisible : envoyez le fichier dans le champ « file »',
} as const);
