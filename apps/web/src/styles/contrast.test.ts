import { readFileSync } from 'node:fs';
import { accentPalette } from '@kora/shared';
import { describe, expect, it } from 'vitest';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const css = readFileSync(new URL('./global.css', import.meta.url), 'utf8');
const token = (name: string) => new RegExp(`--${name}: (#[0-9a-f]{6});`).exec(css)?.[1] as string;

describe('accent colours', () => {
  it('give text on an accent fill at least 4.5:1 whatever accent the viewer chose', () => {
    const onPrimary = token('on-primary');
    for (const [accent, { primary }] of Object.entries(accentPalette)) {
      expect(contrast(onPrimary, primary), accent).toBeGreaterThanOrEqual(4.5);
    }
  });
});
