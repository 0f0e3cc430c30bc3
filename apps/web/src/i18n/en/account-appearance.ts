import { translation } from '@kora/shared';
import { appearanceTexts } from '../../features/appearance/appearance-texts';

export const englishAccountAppearance = [
  translation(appearanceTexts, {
    title: 'Appearance',
    intro: 'These preferences are saved on this device and apply straight away.',
    theme: 'Theme',
    themes: { dark: 'Dark', light: 'Light', system: 'System' },
    accentColor: 'Accent colour',
    accents: {
      purple: 'Purple',
      blue: 'Blue',
      green: 'Green',
      red: 'Red',
      orange: 'Orange',
      pink: 'Pink',
    },
    layout: 'Layout',
    layouts: { comfortable: 'Comfortable', compact: 'Compact' },
    animations: 'Animations',
    animationsDescription: 'Transitions and motion effects in the interface.',
    autoplay: 'Autoplay',
    autoplayDescription: 'Start the video as soon as its page opens.',
    dataSaver: 'Data saver',
    dataSaverDescription: (height) => `Automatic quality stays at ${height}p or lower: fewer megabytes used per minute of video.`,
    dataSaverCost: (megabytes) => `Saver: ≈ ${megabytes} MB/h.`,
  }),
];
