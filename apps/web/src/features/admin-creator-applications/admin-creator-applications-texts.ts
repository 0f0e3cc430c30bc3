import { defineMessages } from '@kora/shared';

/** 'Candidatures créateurs': the pending applications, their details, the decision's toasts and the rejection dialog. */
export const adminCreatorApplicationsTexts = defineMessages('adminCreatorApplicationsTexts', {
  title: 'Candidatures créateurs',
  empty: 'Aucune candidature en attente.',
  receivedOn: (date: string) => `Reçue le ${date}`,
  approveName: (channel: string) => `Approuver la candidature de ${channel}`,
  rejectName: (channel: string) => `Rejeter la candidature de ${channel}`,
  contentType: 'Type de contenu',
  description: 'Description',
  experience: 'Expérience',
  socialLinks: 'Réseaux sociaux',
  none: 'Aucun',
  /** After a link's text, for a screen reader. */
  newTab: ' (nouvel onglet)',
  applicant: 'Candidat',
  approvedTitle: 'Candidature approuvée',
  approvedDescription: (channel: string, applicant: string) => `« ${channel} » est maintenant une chaîne Kora. Un e-mail a été envoyé à ${applicant}.`,
  rejectedTitle: 'Candidature rejetée',
  rejectedDescription: (applicant: string) => `Un e-mail a été envoyé à ${applicant}.`,
  rejectTitle: 'Rejeter la candidature',
  rejectBody: (channel: string) => `« ${channel} » ne deviendra pas une chaîne Kora. Le candidat recevra un e-mail, avec la raison si vous en donnez une.`,
});
