import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

import fs from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const dirsOf = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/** Another package's objects are not ours to change (a patched driver). */
const noPatchedPackages = {
  selector: "AssignmentExpression[left.type='MemberExpression'][left.object.name=/^(pg|kysely|fastify|SQLite|v8)$/]",
  message: "Do not assign to another package's objects: configure it the way its documentation shows.",
};
/** A comparison with an engine's name: a dialect branch, which belongs in db/. */
const noDialectBranch = {
  selector: 'BinaryExpression[operator=/^[!=]==?$/][right.value=/^(postgres|sqlite)$/]',
  message: 'Engine-specific SQL lives in db/: call (or add) a helper there instead of comparing the dialect.',
};

/**
 * The layers, as import-x path zones (bulletproof-react's way): a zone's `target` files must not
 * import from its `from` paths.
 * - web: app -> features -> components/hooks/lib/api/content -> @talentra/contract; a feature never
 *   imports another feature nor app/ (tests may: they render routes and layouts).
 * - server: db/ and http/ sit under the modules and the seed; a repository knows no service or route;
 *   a service knows no route and reaches another module only through that module's service.
 */
const WEB = './apps/web/src';
const SERVER = './apps/server/src';
const webFeatures = dirsOf(`${WEB}/features`);
const serverModules = dirsOf(`${SERVER}/modules`);
const layerZones = [
  ...webFeatures.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move the shared piece to components/, hooks/ or lib/, or compose both in app/.',
  })),
  { target: `${WEB}/features`, from: `${WEB}/app`, message: 'A feature never imports app/.' },
  {
    target: ['components', 'hooks', 'lib', 'api'].map((layer) => `${WEB}/${layer}`),
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'components/, hooks/, lib/ and api/ sit below the features: they never import features/ or app/.',
  },
  {
    target: [`${SERVER}/db`, `${SERVER}/http`],
    from: [`${SERVER}/modules`, `${SERVER}/seed`, `${SERVER}/services.ts`],
    message: 'db/ and http/ are below the modules: they must not import them.',
  },
  {
    target: `${SERVER}/**/*.repository.ts`,
    from: `${SERVER}/**/*.+(service|routes).ts`,
    message: 'A repository must not import a service or routes.',
  },
  { target: `${SERVER}/**/*.service.ts`, from: `${SERVER}/**/*.routes.ts`, message: 'A service must not import routes.' },
  ...serverModules.map((module) => ({
    target: `${SERVER}/modules/${module}/*.service.ts`,
    from: serverModules.filter((other) => other !== module).map((other) => `${SERVER}/modules/${other}/*.repository.ts`),
    message: "A service must not import another module's repository: call that module's service.",
  })),
];

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
      // ordinary code: no code made from strings
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/*/test/**', 'apps/web/src/test/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'no-restricted-syntax': ['error', noPatchedPackages],
    },
  },
  {
    // the engines' differences are said in db/ only: a repository calls db/'s helpers
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/**'],
    rules: { 'no-restricted-syntax': ['error', noPatchedPackages, noDialectBranch] },
  },
  {
    // the SQL of a module is in its repository (or db/ for the engines' differences): a service
    // orchestrates, with transactions, and runs no query of its own
    files: ['apps/server/src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'kysely', importNames: ['sql'], message: 'A service runs no SQL: put the query in the repository.' }] },
      ],
      'no-restricted-syntax': [
        'error',
        noPatchedPackages,
        noDialectBranch,
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/]',
          message: 'A service runs no SQL: put the query in the repository.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // command-line scripts and benchmarks talk to the terminal
    files: [
      'scripts/**',
      'apps/web/scripts/**',
      'apps/server/bench/**',
      'apps/server/src/**/*.cli.ts',
      'apps/server/src/seed/seed-large.ts',
      'apps/server/src/db/backup.ts',
      'apps/server/src/main.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
