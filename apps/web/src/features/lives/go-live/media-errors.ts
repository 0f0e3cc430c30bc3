import { livesGoLiveTexts } from '../go-live-texts';

/** A camera, microphone or screen refusal in the page's language, from the DOMException the browser raised. */
export function mediaErrorMessage(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  const messages = livesGoLiveTexts.mediaErrors;
  switch (name) {
    case 'NotAllowedError':
      return messages.notAllowed;
    case 'NotFoundError':
    case 'OverconstrainedError':
      return messages.notFound;
    case 'NotReadableError':
    case 'AbortError':
      return messages.inUse;
    case 'SecurityError':
      return messages.insecure;
    case 'TypeError':
      return messages.unsupported;
    default:
      return messages.failed;
  }
}

/** Whether this browser can capture the screen (not Chrome on Android). */
export const canCaptureScreen = (): boolean => typeof navigator.mediaDevices?.getDisplayMedia === 'function';
