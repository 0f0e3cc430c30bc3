import { describe, expect, it } from 'vitest';
import { defaultThemeSettings, parseThemeSettings } from './theme-values.js';
import { themeSettingsSchema } from './schemas/theme.js';

describe('parseThemeSettings', () => {
  const cases: unknown[] = [
    {},
    { theme: 'light', accentColor: 'green', layout: 'compact', animations: false, autoplay: true },
    { theme: 'sepia', accentColor: 7, layout: null, animations: 'yes', autoplay: 1, dataSaver: true },
    { theme: 'system', autoplay: true },
  ];
  it.each(cases)('reads %j as the zod schema does', (stored) => {
    expect(parseThemeSettings(stored)).toEqual(themeSettingsSchema.parse(stored));
  });

  it('refuses what is not an object, as the schema does', () => {
    for (const stored of [null, 'dark', 3, []]) {
      expect(() => parseThemeSettings(stored)).toThrow();
      expect(themeSettingsSchema.safeParse(stored).success).toBe(false);
    }
  });

  it('gives the defaults for an empty object', () => {
    expect(parseThemeSettings({})).toEqual(defaultThemeSettings);
  });
});
