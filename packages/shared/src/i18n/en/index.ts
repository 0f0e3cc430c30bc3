import type { TranslationEntry } from '../catalogue.js';
import { accountTranslations } from './account.js';
import { creatorTranslations } from './creators.js';
import { labelTranslations } from './labels.js';
import { liveTranslations } from './live.js';
import { messageTranslations } from './messages.js';
import { notificationTranslations } from './notifications.js';
import { paymentTranslations } from './payments.js';
import { validationTranslations } from './validation.js';

/**
 * The English texts of every catalogue of packages/shared, for `installTranslations('en', …)`. Each catalogue is
 * imported from its own module (not the package's index), so this chunk carries nothing else.
 */
export const englishShared: readonly TranslationEntry[] = [
  ...messageTranslations,
  ...labelTranslations,
  ...paymentTranslations,
  ...liveTranslations,
  ...creatorTranslations,
  ...accountTranslations,
  ...notificationTranslations,
  ...validationTranslations,
];
