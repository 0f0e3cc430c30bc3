import { defineMessages } from '@kora/shared';

/** The series charts' own words (their titles, headings and summaries come from the page that draws them). */
export const chartTexts = defineMessages('chartTexts', {
  /** The readout above the plot: the series' total, or one point's value (each already formatted). */
  total: (value: string) => `Total : ${value}`,
  point: (point: string, value: string) => `${point} : ${value}`,
  showValues: 'Voir les valeurs',
} as const);
