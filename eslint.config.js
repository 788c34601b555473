import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'e2e/.output/**', 'data/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Server layers (issue 20): db/ and http/ sit under the modules; a repository reads and writes rows
  // and knows no service or route; a service knows no route and reaches another module only
  // through that module's service. One object per kind of file: a later object would replace the
  // rule's options of an earlier one for the files both match.
  {
    files: ['apps/server/src/db/**', 'apps/server/src/http/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)(modules|seed)/', message: 'db/ and http/ are below the modules: they must not import them.' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '\\.(service|routes)(\\.js)?$', message: 'A repository must not import a service or routes.' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '\\.routes(\\.js)?$', message: 'A service must not import routes.' },
            {
              regex: '^\\.\\./[^./][^/]*/[^/]+\\.repository(\\.js)?$',
              message: "A service must not import another module's repository: call that module's service.",
            },
          ],
        },
      ],
    },
  },
  {
    // command-line scripts and benchmarks talk to the terminal
    files: [
      'scripts/**',
      'apps/web/scripts/**',
      'apps/server/bench/**',
      'apps/server/src/**/*.cli.ts',
      'apps/server/src/db/seed-large.ts',
      'apps/server/src/db/backup.ts',
      'apps/server/src/main.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
