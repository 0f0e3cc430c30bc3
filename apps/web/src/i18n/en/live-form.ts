import { translation } from '@kora/shared';
import { liveFormTexts } from '../../components/live-form/live-form-texts';

export const englishLiveForm = [
  translation(liveFormTexts, {
    title: 'Title',
    description: 'Description',
    category: 'Category',
    requiredTier: 'Required subscription',
    submit: 'Create live stream',
  }),
];
