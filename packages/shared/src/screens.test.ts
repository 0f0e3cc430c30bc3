import { describe, expect, it } from 'vitest';
import { SCREEN_LIMITS, screenTakenMessage } from './screens.js';

describe('screen limits', () => {
  it('follow the plans: basic 1, premium 4, family 6, free 1', () => {
    expect(SCREEN_LIMITS).toEqual({ free: 1, basic: 1, premium: 4, family: 6 });
  });
  it('tell the device that gave way where Kora plays now, the offer and its limit, in French', () => {
    expect(screenTakenMessage('basic', 'Firefox sur Windows')).toBe(
      'Kora est maintenant en lecture sur un autre appareil (Firefox sur Windows) : votre offre Basic permet 1 écran à la fois. « Regarder ici » reprend la lecture sur cet appareil.',
    );
    expect(screenTakenMessage('family', null)).toContain('en lecture sur un autre appareil : votre offre Famille permet 6 écrans à la fois');
  });
});
