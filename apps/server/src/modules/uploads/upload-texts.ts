import { defineMessages } from '@kora/shared';

/** What the resumable upload endpoint (tus) answers when it refuses, in the caller's language. */
export const uploadTexts = defineMessages('uploadTexts', {
  notFound: 'Envoi introuvable : recommencez-le',
  offsetConflict: 'Envoi désynchronisé : il reprend depuis la position connue du serveur',
  expired: 'Envoi expiré : recommencez-le',
  bytesOnly: 'Le contenu d’un envoi doit être de type application/offset+octet-stream',
  tusResumable: 'En-tête Tus-Resumable requis (protocole tus 1.0.0)',
  badHeaders: 'En-têtes d’envoi invalides',
  uploadOffset: 'En-tête Upload-Offset requis',
  uploadLength: 'En-tête Upload-Length requis',
  uploadMetadata: 'En-tête Upload-Metadata invalide',
  alreadyFinished: 'Cet envoi est déjà terminé',
  aborted: 'Envoi interrompu : ce fichier est déjà en cours d’envoi',
  unsupported: 'Fonction du protocole tus non prise en charge',
  badRequest: 'Requête d’envoi invalide',
});
