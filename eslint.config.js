import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apiPathMessage = "Chemin d'API écrit à la main : utilisez apiPaths / pathTo de @kora/shared (packages/shared/src/api-paths.ts).";
/** Selectors of a string or template literal spelling an API path ('/api/…'). */
const apiPathLiterals = [
  { selector: 'Literal[value=/^\\/api\\//]', message: apiPathMessage },
  { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: apiPathMessage },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/server/migrations/**', 'test-results/**', 'playwright-report/**', '.e2e-data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // One contract: a path of the API is written once, in packages/shared/src/api-paths.ts.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...apiPathLiterals] },
  },
  {
    files: ['bench/**', '**/scripts/**', '**/*.mjs', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
