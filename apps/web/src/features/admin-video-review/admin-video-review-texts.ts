import { defineMessages } from '@kora/shared';

/** 'Vidéos à valider': creators' videos waiting for review, the preview, the decision's toasts and the rejection dialog. */
export const adminVideoReviewTexts = defineMessages('adminVideoReviewTexts', {
  title: 'Vidéos à valider',
  empty: "Aucune vidéo n'attend de validation.",
  failed: 'Échec',
  sentOn: (date: string) => `envoyée le ${date}`,
  preview: 'Aperçu',
  /** `name` is the quoted title ('« Le fleuve »'). */
  previewOf: (name: string) => `Aperçu de ${name}`,
  approveName: (name: string) => `Approuver ${name}`,
  rejectName: (name: string) => `Rejeter ${name}`,
  by: 'Par',
  aCreator: 'un créateur',
  noDescription: 'Sans description.',
  approvedTitle: 'Vidéo approuvée',
  approvedDescription: (title: string, ready: boolean) => `« ${title} » est publiée${ready ? '' : ' dès qu’elle sera prête'}.`,
  rejectedTitle: 'Vidéo rejetée',
  rejectedDescription: 'Son créateur verra la raison dans son tableau de bord.',
  rejectTitle: 'Rejeter la vidéo',
  rejectBody: (title: string) => `« ${title} » ne sera pas publiée. Son créateur verra la raison dans l'onglet Vidéos de son tableau de bord.`,
});
