import { translation } from '@kora/shared';
import { uiShareTexts } from '../../components/ui/share-texts';
import { uiTexts } from '../../components/ui/ui-texts';

export const englishViewerUi = [
  translation(uiTexts, {
    cancel: 'Cancel',
    save: 'Save',
    retry: 'Try again',
    close: 'Close',
    closeToast: 'Close notification',
    loading: 'Loading',
    backHome: 'Back to home',
    logo: 'Kora, home',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    changeFile: 'Change',
    noFile: 'No file chosen',
  }),
  translation(uiShareTexts, {
    share: 'Share',
    copyLink: 'Copy link',
    copied: 'Link copied',
    copyFailed: 'Could not copy the link',
  }),
];
