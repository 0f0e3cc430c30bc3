import { z } from 'zod';

/** Theme settings kept in the browser (viewer.md §3). */
export const ACCENT_COLORS = ['purple', 'blue', 'green', 'red', 'orange', 'pink'] as const;
export type AccentColor = (typeof ACCENT_COLORS)[number];

/** Each accent maps to a fixed primary and secondary colour. */
export const accentPalette: Record<AccentColor, { primary: string; secondary: string }> = {
  purple: { primary: '#8b5cf6', secondary: '#c4b5fd' },
  blue: { primary: '#3b82f6', secondary: '#93c5fd' },
  green: { primary: '#22c55e', secondary: '#86efac' },
  red: { primary: '#ef4444', secondary: '#fca5a5' },
  orange: { primary: '#f97316', secondary: '#fdba74' },
  pink: { primary: '#ec4899', secondary: '#f9a8d4' },
};

export const themeSettingsSchema = z.object({
  theme: z.enum(['dark', 'light', 'system']).catch('dark'),
  accentColor: z.enum(ACCENT_COLORS).catch('purple'),
  layout: z.enum(['comfortable', 'compact']).catch('comfortable'),
  animations: z.boolean().catch(true),
  autoplay: z.boolean().catch(false),
});
export type ThemeSettings = z.infer<typeof themeSettingsSchema>;

export const defaultThemeSettings: ThemeSettings = {
  theme: 'dark',
  accentColor: 'purple',
  layout: 'comfortable',
  animations: true,
  autoplay: false,
};
