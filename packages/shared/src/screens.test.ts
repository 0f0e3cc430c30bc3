import { describe, expect, it } from 'vitest';
import { SCREEN_LIMITS, tooManyScreensMessage } from './screens.js';

describe('screen limits', () => {
  it('follow the plans: basic 1, premium 4, family 6, free 1', () => {
    expect(SCREEN_LIMITS).toEqual({ free: 1, basic: 1, premium: 4, family: 6 });
  });
  it('tell the person their offer and its limit in French', () => {
    expect(tooManyScreensMessage('basic')).toBe(
      'Trop d’écrans en lecture : votre offre Basic permet 1 écran à la fois. Arrêtez la lecture sur un autre appareil ou déconnectez-le dans vos paramètres.',
    );
    expect(tooManyScreensMessage('family')).toContain('votre offre Famille permet 6 écrans à la fois');
  });
});
