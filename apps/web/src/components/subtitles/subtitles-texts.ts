import { defineMessages, subtitleLanguageNames } from '@kora/shared';
import { formatNumber } from '../../lib/format';

/**
 * « Sous-titres » of a video (its tracks, the form adding one) and the badge of a list's row. The refusals are
 * subtitleMessages (@kora/shared). French texts say a language in lower case within a sentence (« en wolof »).
 */
export const subtitlesTexts = defineMessages('subtitlesTexts', {
  /** Each language's name, as a menu or a list shows it. */
  languageNames: subtitleLanguageNames,
  dialogTitle: 'Sous-titres',
  videoTitle: (title: string) => `« ${title} »`,
  /** A list's badge: what the codes stand for, or no track at all. */
  languages: (names: string) => `Sous-titres : ${names}`,
  none: 'Sans sous-titres',
  /** "1 ligne", "312 lignes": a track's number of cues. */
  cues: (count: number) => `${formatNumber(count)} ligne${count > 1 ? 's' : ''}`,
  tracks: {
    heading: 'Pistes de la vidéo',
    loadFailed: 'Impossible de charger les sous-titres.',
    empty: "Aucun sous-titre pour l'instant.",
    delete: 'Supprimer',
    deleteLabel: (language: string) => `Supprimer les sous-titres en ${language.toLowerCase()}`,
    confirmTitle: 'Supprimer les sous-titres ?',
    confirmText: (language: string) => `Les sous-titres en ${language.toLowerCase()} seront supprimés de la vidéo. Les spectateurs ne pourront plus les afficher.`,
    deleted: (language: string) => `Sous-titres en ${language.toLowerCase()} supprimés.`,
    deleteFailed: (language: string) => `Les sous-titres en ${language.toLowerCase()} n'ont pas pu être supprimés. Réessayez.`,
  },
  form: {
    title: 'Ajouter des sous-titres',
    file: 'Fichier de sous-titres',
    fileHint: '.srt ou .vtt, 1 Mo au plus',
    chooseFile: 'Choisir un fichier',
    language: 'Langue',
    /** After the name of a language the video already has, in the select. */
    replaces: (language: string) => `${language} (remplacera)`,
    replacesHint: (language: string) => `Les sous-titres en ${language.toLowerCase()} seront remplacés.`,
    label: 'Libellé (facultatif)',
    labelHint: 'Affiché à la place du nom de la langue, par exemple « Français (sourds et malentendants) ».',
    submit: 'Envoyer',
    saved: (language: string, cues: string) => `Sous-titres en ${language.toLowerCase()} enregistrés : ${cues}.`,
    networkFailure: "Les sous-titres n'ont pas pu être envoyés : vérifiez votre connexion puis réessayez.",
  },
});
