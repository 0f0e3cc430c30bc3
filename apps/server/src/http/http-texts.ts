import { defineMessages } from '@kora/shared';

/** What is wrong when the whole body, query or path is refused (not an object), rather than one field of it. */
export const wholePartMessages = defineMessages('wholePartMessages', {
  body: 'Le corps de la requête doit être un objet JSON',
  querystring: 'Paramètres de requête invalides',
  params: 'Adresse de requête invalide',
} as Partial<Record<string, string>>);

/**
 * Fastify's own refusals, by its error code (router, body parsers, multipart). Its status is kept; its code and
 * English text never reach the caller. Any other 4xx (a body that is not JSON among them, as
 * login-register.api.test.ts expects) says 'Requête invalide'.
 */
export const frameworkMessages = defineMessages('frameworkMessages', {
  FST_ERR_BAD_URL: 'Adresse de requête invalide',
  FST_ERR_MAX_PARAM_LENGTH: 'Adresse de requête trop longue',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Type de contenu non pris en charge',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Le corps de la requête est vide alors qu’il est annoncé en JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La taille du corps de la requête ne correspond pas à son en-tête Content-Length',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'La requête doit être envoyée en multipart/form-data',
  FST_PROTO_VIOLATION: 'Nom de champ non autorisé',
  FST_MP_PREMATURE_CLOSE: 'La requête s’est interrompue avant la fin de l’envoi',
} as Partial<Record<string, string>>);

/**
 * Node's HTTP parser's refusals, by its error code: answered on the bare socket, before any request exists, so in the
 * default language (no header has been read to say another).
 */
export const socketMessages = defineMessages('socketMessages', {
  HPE_HEADER_OVERFLOW: 'Les en-têtes de la requête sont trop volumineux',
  ERR_HTTP_REQUEST_TIMEOUT: 'La requête a mis trop de temps à arriver',
} as Partial<Record<string, string>>);

/** What a deletion answers once done (`{ message }`), in the caller's language. */
export const doneMessages = defineMessages('doneMessages', {
  videoDeleted: 'Vidéo supprimée',
  liveDeleted: 'Live supprimé',
  subtitlesDeleted: 'Sous-titres supprimés',
  phoneDeleted: 'Numéro supprimé',
});

/**
 * Why a video could not be prepared, stored with it in French (jobs run in no one's language) and said in the
 * reader's language when read (`translateText`).
 */
export const videoFailureMessages = defineMessages('videoFailureMessages', {
  notPrepared: 'La vidéo n’a pas pu être préparée (transcodage impossible).',
  replayNotPublished: "Le replay n'a pas pu être publié",
});
