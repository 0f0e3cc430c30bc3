import { z } from 'zod';
import { ACCENT_COLORS, LAYOUTS, THEMES, type ThemeSettings } from '../theme-values.js';

/** The theme settings as a zod schema (each field falls back to its default), for code that already loads zod. */
export const themeSettingsSchema = z.object({
  theme: z.enum(THEMES).catch('dark'),
  accentColor: z.enum(ACCENT_COLORS).catch('purple'),
  layout: z.enum(LAYOUTS).catch('comfortable'),
  animations: z.boolean().catch(true),
  autoplay: z.boolean().catch(false),
}) satisfies z.ZodType<ThemeSettings>;
