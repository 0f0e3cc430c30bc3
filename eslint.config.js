import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { catalogueTexts } from './scripts/lint/catalogue-texts.js';
import { featureBoundaries } from './scripts/lint/feature-boundaries.js';

const apiPathMessage = "Chemin d'API écrit à la main : utilisez apiPaths / pathTo de @kora/shared (packages/shared/src/api-paths.ts).";
/** What product code never imports: tests and their kits, Vitest, and (but by sandbox-loader.ts's dynamic import) the sandbox. */
const productImportLimits = {
  patterns: [
    { group: ['vitest', 'vitest/*'], message: "Le code du produit n'importe pas Vitest." },
    { group: ['**/test/**', '**/*.test', '**/*.test.js', '**/*-kit', '**/*-kit.js'], message: "Le code du produit n'importe ni les tests ni leurs kits (test/)." },
    {
      group: ['@kora/sandboxes', '@kora/sandboxes/*'],
      allowTypeImports: true,
      message: 'Le bac à sable des paiements ne se charge que par import dynamique, sans clés et hors production (modules/payments/sandbox-loader.ts).',
    },
  ],
};
const directWriteMessage = 'Écriture directe dans une table : passez par les fabriques de test (apps/server/test/factories*), qui passent par le module propriétaire.';
/** A Drizzle insert, update or delete on a database handle (`db`, `db()`, `….db`). */
const directWrites = ['Identifier[name="db"]', 'CallExpression[callee.name="db"]', 'MemberExpression[property.name="db"]'].map((handle) => ({
  selector: `CallExpression[callee.type="MemberExpression"][callee.property.name=/^(insert|update|delete)$/][arguments.length=1] > MemberExpression.callee > ${handle}.object`,
  message: directWriteMessage,
}));
/** Selectors of a string or template literal spelling an API path ('/api/…'). */
const apiPathLiterals = [
  { selector: 'Literal[value=/^\\/api\\//]', message: apiPathMessage },
  { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: apiPathMessage },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/*.gen.ts', 'apps/server/migrations/**', 'test-results/**', 'playwright-report/**', '.e2e-data/**'] },
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
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/**/*.ts', 'packages/*/src/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.{ts,mjs,js}', 'scripts/**/*.{ts,mjs,js}'],
    ignores: ['packages/shared/src/api-paths.ts', 'packages/shared/src/api-paths.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...apiPathLiterals] },
  },
  {
    // Product code stays free of tests, kits and fakes (the sandbox's own package may use its own).
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts', 'packages/shared/src/**/*.ts', 'packages/providers/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', productImportLimits] },
  },
  {
    // The web app's calls go through lib/api.ts, typed from the contract, never through apiRequest with a written type.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', 'apps/web/src/lib/api.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...productImportLimits.patterns,
            { group: ['**/lib/api-client'], importNames: ['apiRequest'], message: "Appel d'API typé à la main : utilisez api() de lib/api.ts, typé par le contrat." },
          ],
        },
      ],
    },
  },
  {
    // What a person reads comes from a catalogue, which has its English (scripts/lint/catalogue-texts.js).
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { texts: { rules: { 'catalogue-texts': catalogueTexts } } },
    rules: { 'texts/catalogue-texts': 'error' },
  },
  {
    // A web feature imports no other feature (scripts/lint/feature-boundaries.js).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { kora: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'kora/feature-boundaries': 'error' },
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
    // One writer per table, tests included: rows are made and changed through the test factories (which go through
    // the owning module), never by a test's own insert, update or delete.
    files: ['apps/server/**/*.test.ts', 'apps/server/test/**/*.ts'],
    ignores: ['apps/server/test/factories.ts', 'apps/server/test/factories/**'],
    // (no-restricted-syntax is one list per file: the API path selectors are repeated here.)
    rules: { 'no-restricted-syntax': ['error', ...apiPathLiterals, ...directWrites] },
  },
  {
    files: ['bench/**', '**/scripts/**', '**/*.mjs', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
