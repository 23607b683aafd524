// ESLint flat config: strict TypeScript, Feature-Sliced layer boundaries, no import cycles, Prettier last.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

const LAYERS = ['app', 'pages', 'widgets', 'features', 'entities', 'shared'];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'coverage', 'e2e/artifacts', 'bench/results', 'server/src/db/migrations', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly' } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-undef': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries, 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        (await import('eslint-import-resolver-typescript')).createTypeScriptImportResolver({ project: './tsconfig.json' }),
      ],
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/include': ['src/**/*', 'contract/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app' },
        { type: 'pages', pattern: 'src/pages/*', capture: ['slice'] },
        { type: 'widgets', pattern: 'src/widgets/*', capture: ['slice'] },
        { type: 'features', pattern: 'src/features/*', capture: ['slice'] },
        { type: 'entities', pattern: 'src/entities/*', capture: ['slice'] },
        { type: 'shared', pattern: 'src/shared' },
        { type: 'contract', pattern: 'contract' },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      // app → pages → widgets → features → entities → shared; never a sibling slice of the same layer.
      // (Imports across slices through their index.ts only: steiger's fsd/no-public-api-sidestep.)
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: LAYERS.map((layer, i) => ({
            from: [{ element: { type: layer } }],
            allow: [...LAYERS.slice(i + 1), 'contract', ...(layer === 'app' || layer === 'shared' ? [layer] : [])].map((type) => ({
              to: { element: { type } },
            })),
          })),
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/*', '../../src/*', '**/../src/app/*', '**/../src/pages/*'], message: 'The server never imports the SPA.' },
          ],
        },
      ],
    },
  },
  {
    // The repositories are the only door to the data: no route, renderer or plugin reads a table itself.
    // Exempt: db/ (schema, client, seeders), the repositories, the public cache (its own content_versions
    // table) and the server tests (they check what was stored).
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/db/**', 'server/src/plugins/app/*-repository.ts', 'server/src/plugins/app/public-cache.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/*', '../../src/*', '**/../src/app/*', '**/../src/pages/*'], message: 'The server never imports the SPA.' },
            {
              group: ['**/db/schema', '**/db/schema/*'],
              message: 'Read and write tables through a repository (server/src/plugins/app/*-repository.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      // yup for the rules, libphonenumber-js (its smallest metadata) for what a valid phone number is: nothing else.
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!yup$|libphonenumber-js/min$|\\.)', message: 'contract/ imports only yup and libphonenumber-js/min.' }] },
      ],
    },
  },
  {
    // Regular-expression denial of service: a pattern whose matching time can grow faster than its input
    // (backtracking, or a quadratic scan across a string) fails lint, wherever it is.
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': ['error', { report: 'potential', ignorePartial: false, ignoreSticky: false }],
    },
  },
  prettier,
);
