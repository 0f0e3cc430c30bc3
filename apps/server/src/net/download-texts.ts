import { defineMessages } from '@kora/shared';

/** Why a server-side download was refused, as the person who gave the address reads it. */
export const downloadTexts = defineMessages('downloadTexts', {
  bad_url: 'URL invalide : seules les adresses http et https sont acceptées',
  forbidden_address: 'URL non autorisée : cette adresse n’est pas publique',
  too_large: 'La vidéo à cette adresse est trop volumineuse',
  too_slow: 'Le téléchargement a pris trop de temps',
  http_error: 'L’adresse n’a pas renvoyé de fichier',
  too_many_redirects: 'Trop de redirections',
  network: 'Adresse injoignable',
});
