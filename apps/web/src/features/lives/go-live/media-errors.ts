/** A camera, microphone or screen refusal in French, from the DOMException the browser raised. */
export function mediaErrorMessage(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
      return "L'accès à la caméra ou au micro a été refusé. Autorisez-les dans les réglages du navigateur, puis réessayez.";
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'Aucune caméra ou aucun micro utilisable n\'a été trouvé sur cet appareil.';
    case 'NotReadableError':
    case 'AbortError':
      return 'La caméra ou le micro est déjà utilisé par une autre application. Fermez-la puis réessayez.';
    case 'SecurityError':
      return "Cette page n'a pas le droit d'utiliser la caméra. Rechargez-la puis réessayez.";
    case 'TypeError':
      return "Ce navigateur ne permet pas d'utiliser la caméra ici. Utilisez Chrome à jour, sur une adresse https.";
    default:
      return "La caméra ou le micro n'a pas pu être ouvert. Réessayez.";
  }
}

/** Whether this browser can capture the screen (not Chrome on Android). */
export const canCaptureScreen = (): boolean => typeof navigator.mediaDevices?.getDisplayMedia === 'function';
