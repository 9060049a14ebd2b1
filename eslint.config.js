// ESLint (flat config) for the whole repository: `npm run lint`.
// Formatting is Prettier's job (`npm run format:check`); these rules are about correctness and structure.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const WEB = 'apps/web/src';

/** Every web feature folder, read at lint time so a new area is covered without editing this file. */
const FEATURES = readdirSync(new URL(`./${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Features that are shared kits of others rather than areas with screens of their own: the named features
 * may import any file of the kit. `sales-documents` holds the form, line items, totals and dialogs that
 * quotes and invoices are both built from; routing ~30 imports through one barrel file would only churn
 * the two busiest features while other work is in flight, and no other feature may reach into it.
 */
const KITS = { 'sales-documents': ['quotes', 'invoices'] };

/** The one file through which a feature is used by other features: `features/<name>/public.ts`. */
const PUBLIC_FILE = 'public';

const noFeatureImports = {
  group: ['@/features/**', '@/app/**'],
  message:
    'lib/ and components/ are shared by every feature and import none (move the code here, or pass it in).',
};

/** Import rules for the files of one feature. */
function featureBoundary(name) {
  const kitAccess = Object.entries(KITS)
    .filter(([, users]) => users.includes(name))
    .map(([kit]) => `!@/features/${kit}/**`);
  return {
    files: [`${WEB}/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/features/*/**',
                `!@/features/*/${PUBLIC_FILE}`,
                `!@/features/${name}/**`,
                ...kitAccess,
              ],
              message: `Another feature is used only through its public file: import from '@/features/<feature>/${PUBLIC_FILE}' (add the export there).`,
            },
            {
              group: ['@/app/**'],
              message: 'app/ composes the features; a feature does not import from it.',
            },
            {
              group: ['../../**'],
              message:
                "A relative import leaving the feature folder: use @/lib, @/components or another feature's public file.",
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'data-demo/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'bench/data/**',
      'apps/api/.test-dist-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_`-prefixed names are deliberately unused (destructuring a field away, a required parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The classic hook rules only. The plugin's React Compiler rules (set-state-in-effect, refs,
    // static-components, …) flag 8 places of valid code in an app that does not use the compiler; adopt
    // them together with the compiler rather than restructure components that others are editing.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...FEATURES.map(featureBoundary),
  {
    files: [`${WEB}/lib/**/*.{ts,tsx}`, `${WEB}/components/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [noFeatureImports] }] },
  },
);
