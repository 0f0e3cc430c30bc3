import { defineMessages, type AccentColor, type ThemeSettings } from '@kora/shared';

/** The appearance settings' words (theme, accent colour, layout, the switches). */
export const appearanceTexts = defineMessages('appearanceTexts', {
  title: 'Apparence',
  intro: "Ces préférences sont enregistrées sur cet appareil et s'appliquent immédiatement.",
  theme: 'Thème',
  themes: { dark: 'Sombre', light: 'Clair', system: 'Système' } satisfies Record<ThemeSettings['theme'], string>,
  accentColor: "Couleur d'accent",
  accents: {
    purple: 'Violet',
    blue: 'Bleu',
    green: 'Vert',
    red: 'Rouge',
    orange: 'Orange',
    pink: 'Rose',
  } satisfies Record<AccentColor, string>,
  layout: 'Disposition',
  layouts: { comfortable: 'Confortable', compact: 'Compacte' } satisfies Record<ThemeSettings['layout'], string>,
  animations: 'Animations',
  animationsDescription: "Transitions et effets de mouvement dans l'interface.",
  autoplay: 'Lecture automatique',
  autoplayDescription: "Lancer la vidéo dès l'ouverture de sa page.",
  dataSaver: 'Économiseur de données',
  dataSaverDescription: (height: number) => `La qualité automatique ne dépasse pas ${height}p : moins de mégaoctets consommés par minute de vidéo.`,
  /** '≈ 115': the figure already rounded and formatted. */
  dataSaverCost: (megabytes: string) => `Économie : ≈ ${megabytes} Mo/h.`,
} as const);
