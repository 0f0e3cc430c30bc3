import { defineMessages } from '@kora/shared';

/** The words of the admin lists' shared pieces: buttons, pager, rejection dialog, a video's preparation, age ratings. */
export const adminComponentsTexts = defineMessages('adminComponentsTexts', {
  /** An item's name inside a sentence or a button's name: '« Concert à Ségou »'. */
  quoted: (title: string) => `« ${title} »`,
  approve: 'Approuver',
  reject: 'Rejeter',
  edit: 'Modifier',
  delete: 'Supprimer',
  reasonLabel: 'Raison du rejet',
  optional: (label: string) => `${label} (facultatif)`,
  listFailed: "La liste n'a pas pu être chargée.",
  pages: 'Pages',
  previous: 'Précédent',
  next: 'Suivant',
  pageOf: (page: number, pages: number) => `Page ${page} sur ${pages}`,
  processingOf: (title: string) => `Traitement de « ${title} »`,
  percent: (percent: number) => `${percent} %`,
  transcoding: (percent: number) => `Transcodage… ${percent} %`,
  queued: "En file d'attente",
  preparationFailed: 'La préparation a échoué.',
  ageRating: 'Classification',
  /** After 'Classification', for a screen reader: ' de « Concert à Ségou »'. */
  ageRatingOf: (itemName: string) => ` de ${itemName}`,
  ageRatingChanged: 'Classification modifiée',
  ageRatingChangedDescription: (title: string, rating: string) => `« ${title} » : ${rating}.`,
  ageRatingFailed: 'Impossible de modifier la classification',
});
