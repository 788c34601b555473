import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The web app's layers (issue 20): app -> features -> components/hooks/lib/api -> @talentra/contract.
 * A feature never imports another feature nor app/; components/, hooks/, lib/ and api/ never import
 * features/ or app/. Imports are relative, so each rule is written for the depth of the file below
 * apps/web/src (depth 1: features/jobs/x.tsx, depth 2: features/candidates/candidate-form/x.tsx ...).
 * Tests may reach up (they render routes and layouts); src/test/ is test support.
 */
const WEB_SRC = 'apps/web/src';
const up = (n) => '(\\.\\./){' + n + '}';
function webLayerRules() {
  const configs = [];
  for (let depth = 1; depth <= 4; depth += 1) {
    const toRoot = up(depth); // from a file `depth` folders below src/ back to src/
    // a feature file `depth - 1` folders below its feature's folder (features/jobs/x.tsx: depth 1):
    // `depth` times '../' reaches features/, so one more folder name there is another feature
    configs.push({
      files: [`${WEB_SRC}/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      ignores: ['**/*.test.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^${up(depth)}(?!\\.\\./)[^/]+/`,
                message: 'A feature does not import another feature: move the shared piece to components/, hooks/ or lib/, or compose both in app/.',
              },
              {
                regex: `^${up(depth + 1)}(features|app)/`,
                message: 'A feature imports its own files, components/, hooks/, lib/, api/ and content/: never app/ or another feature.',
              },
            ],
          },
        ],
      },
    });
    // the shared layers below the features
    configs.push({
      files: ['components', 'hooks', 'lib', 'api'].map((layer) => `${WEB_SRC}/${layer}${'/*'.repeat(depth)}.{ts,tsx}`),
      ignores: ['**/*.test.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^${toRoot}(features|app)/`,
                message: 'components/, hooks/, lib/ and api/ sit below the features: they never import features/ or app/.',
              },
            ],
          },
        ],
      },
    });
  }
  return configs;
}

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
  ...webLayerRules(),
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
