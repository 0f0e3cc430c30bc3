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
      // Files stay under 400 lines: past that, a file holds more than one idea (split it by what it does).
      'max-lines': ['error', { max: 399, skipBlankLines: false, skipComments: false }],
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
    // Test files of a Vitest worker share one module graph (vitest.config.ts, isolate: false): none may replace a
    // module, a global or the environment for the files after it.
    files: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubGlobal', 'stubEnv', 'useFakeTimers'].map((property) => ({
          object: 'vi',
          property,
          message: 'Les fichiers de test partagent leurs modules (vitest.config.ts) : construisez une dépendance de test plutôt que de remplacer un module ou un global.',
        })),
      ],
    },
  },
  {
    files: ['bench/**', '**/scripts/**', '**/*.mjs', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
