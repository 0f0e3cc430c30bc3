import { translation } from '@kora/shared';
import { subtitlesTexts } from '../../components/subtitles/subtitles-texts';
import { formatNumber } from '../../lib/format';

/** A video's subtitles (its creator's dashboard, the admin's videos). English names its languages with a capital. */
export const englishSubtitles = [
  translation(subtitlesTexts, {
    languageNames: {
      fr: 'French',
      en: 'English',
      wo: 'Wolof',
      bm: 'Bambara',
      ln: 'Lingala',
      dyu: 'Dyula',
      ha: 'Hausa',
      sw: 'Swahili',
      ff: 'Fula',
      ar: 'Arabic',
      pt: 'Portuguese',
    },
    dialogTitle: 'Subtitles',
    videoTitle: (title) => `“${title}”`,
    languages: (names) => `Subtitles: ${names}`,
    none: 'No subtitles',
    cues: (count) => `${formatNumber(count)} line${count === 1 ? '' : 's'}`,
    tracks: {
      heading: 'Video tracks',
      loadFailed: 'Could not load the subtitles.',
      empty: 'No subtitles yet.',
      delete: 'Delete',
      deleteLabel: (language) => `Delete the ${language} subtitles`,
      confirmTitle: 'Delete the subtitles?',
      confirmText: (language) => `The ${language} subtitles will be removed from the video. Viewers will no longer be able to show them.`,
      deleted: (language) => `${language} subtitles deleted.`,
      deleteFailed: (language) => `The ${language} subtitles could not be deleted. Please try again.`,
    },
    form: {
      title: 'Add subtitles',
      file: 'Subtitle file',
      fileHint: '.srt or .vtt, 1 MB at most',
      chooseFile: 'Choose a file',
      language: 'Language',
      replaces: (language) => `${language} (will replace)`,
      replacesHint: (language) => `The ${language} subtitles will be replaced.`,
      label: 'Label (optional)',
      labelHint: 'Shown instead of the language name, for example “English (deaf and hard of hearing)”.',
      submit: 'Upload',
      saved: (language, cues) => `${language} subtitles saved: ${cues}.`,
      networkFailure: 'The subtitles could not be uploaded: check your connection and try again.',
    },
  }),
];
