// The theme settings (zod-free, theme-values.ts) and their zod schema (schemas/theme.ts).
export * from './theme-values.js';
export { themeSettingsSchema } from './schemas/theme.js';
