import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * The top-level parts' import boundaries, for the code that runs (tests, benches and scripts may cross them):
 * shared/ is what every side imports, so it imports none of them; the backend loads the site only as the built
 * server entry (dist/server/entry-server.js, typed by shared/contract/server-render.ts) and never the mocks; the
 * mocks stand in for the backend, so they never borrow its code. And no circle of imports in any of them.
 */
function importBoundaries() {
  const root = import.meta.dirname;
  const backendFromFrontend = (except) => ({
    target: 'backend/src',
    from: 'frontend',
    ...(except && { except }),
    message: 'The backend loads the site only as its built server entry; the types they share are in @shared/contract.',
  });
  const zones = (backendZone) => [
    {
      target: 'shared',
      from: ['frontend', 'backend', 'mocks', 'contract-tests'],
      message: 'shared/ is what every side imports: it imports only packages and shared/ itself.',
    },
    backendZone,
    { target: 'backend/src', from: ['mocks', 'contract-tests'], message: 'The backend never runs the mocks or the tests.' },
    { target: 'mocks', from: 'backend', message: 'The mocks stand in for the backend: they share its rules through @shared, not its code.' },
  ];
  // Follows imports into .ts and .tsx files (parsed as TypeScript), resolved as tsconfig.json's paths say.
  const followImports = {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json`, alwaysTryTypes: true })],
    },
  };
  return [
    {
      files: ['backend/src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', 'frontend/src/**/*.{ts,tsx}'],
      ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'],
      ...followImports,
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: zones(backendFromFrontend()) }],
        // Type-only imports are left out (they are gone at run time); packages are not followed.
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
    {
      // The contract kit verifies any implementation at a URL (docs/another-backend.md), so it imports the document,
      // @shared and packages, never the code of the implementations it checks. Its *.test.ts files run the kit in
      // process against the kit's own two implementations, and start them: those may.
      files: ['contract-tests/**/*.{ts,tsx}'],
      ignores: ['**/*.test.{ts,tsx}'],
      ...followImports,
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: root,
            zones: [
              {
                target: 'contract-tests',
                from: ['backend', 'mocks', 'frontend'],
                message:
                  'The contract kit verifies any implementation at a URL: it imports the document, @shared and packages, never the code of an implementation.',
              },
            ],
          },
        ],
      },
    },
    {
      // `npm start` builds the site on its first start with the build tooling (frontend/scripts/build-site.ts,
      // loaded only then): tooling, not the site's source, and the launcher is not bundled into backend/dist.
      files: ['backend/src/start.ts'],
      rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: zones(backendFromFrontend(['./scripts'])) }] },
    },
  ];
}

/**
 * A frontend feature never imports another, and what features share (platform/, lib/, components/) imports no
 * feature: what several features show together is composed in frontend/src/routes (ADR 0028). A content kind's
 * admin screens sit in its feature's admin/ folder and load on demand, so the kind's public files never import
 * them. Stories and tests may cross these lines: they put the parts together on purpose.
 * The patterns go to typescript-eslint's copy of no-restricted-imports, so they add to the core rule's above
 * instead of replacing them; and as the number of '../' that leaves a feature depends on how deep a file sits,
 * there is one block per feature and folder depth, read from the tree.
 */
function featureBoundaries() {
  const src = 'frontend/src';
  const exempt = ['**/*.stories.tsx', '**/*.test.*'];
  const subfolders = (dir) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
  const depthBelow = (dir) => Math.max(0, ...subfolders(dir).map((name) => 1 + depthBelow(`${dir}/${name}`)));
  const filesAt = (dir, depth) => [`${dir}/${'*/'.repeat(depth)}*.{ts,tsx}`];
  const ups = (n) => `(\\.\\./){${n}}`;
  const rule = (patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });
  const features = subfolders(`${import.meta.dirname}/${src}/features`);
  const blocks = features.flatMap((feature) => {
    const root = `${src}/features/${feature}`;
    const other = {
      regex: `^@/features/(?!${feature}/)`,
      message: `features/${feature} may not import another feature: move what both use to frontend/src/platform (or lib/, components/), or compose them in frontend/src/routes.`,
    };
    const leaves = (depth) => ({ regex: `^${ups(depth + 1)}`, message: `This import leaves features/${feature}: reach other code through '@/...'.` });
    const admin = (depth) => ({
      regex: `^(@/features/${feature}/|${depth === 0 ? '\\./' : ups(depth)})admin(/|$)`,
      message: `The public files of features/${feature} never import its admin/ screens: those load on demand (frontend/src/routes/admin).`,
    });
    const hasAdmin = subfolders(`${import.meta.dirname}/${root}`).includes('admin');
    return [...Array(depthBelow(`${import.meta.dirname}/${root}`) + 1).keys()].flatMap((depth) => [
      { files: filesAt(root, depth), ignores: [...exempt, `${root}/admin/**`], rules: rule([other, leaves(depth), admin(depth)]) },
      ...(hasAdmin && depth > 0 ? [{ files: filesAt(`${root}/admin`, depth - 1), ignores: exempt, rules: rule([other, leaves(depth)]) }] : []),
    ]);
  });
  const noFeature = {
    regex: '^(@/|(\\.\\./)+)features(/|$)',
    message: 'platform/, lib/ and components/ are what features build on: they import no feature (take what one draws as children or props).',
  };
  const below = (folder, parts, why) => ({
    files: [`${src}/${folder}/**/*.{ts,tsx}`],
    ignores: exempt,
    rules: rule([noFeature, { regex: `^(@/|(\\.\\./)+)(${parts})(/|$)`, message: `${folder}/ ${why}` }]),
  });
  return [
    ...blocks,
    { files: [`${src}/platform/**/*.{ts,tsx}`], ignores: exempt, rules: rule([noFeature]) },
    // The rule between the three (docs/architecture.md): platform/ holds the app's state and API slices, lib/ draws
    // nothing and holds no state, components/ draws from its props alone.
    below(
      'lib',
      'app|platform|components',
      'draws nothing and holds no app state: it imports no store, API slice or widget (those are app/, platform/, components/).',
    ),
    below('components', 'app/(api|store|hooks)|platform|lib/api', 'draws from its props: it reads no store and calls no API (put what does in platform/).'),
  ];
}

/** Shared code is reached through its alias, never by a relative path out of a part. */
const SHARED_BY_ALIAS = { group: ['**/shared/*'], message: 'Import shared code through the @shared alias.' };

export default tseslint.config(
  { ignores: ['dist', 'backend/dist', 'storybook-static', 'coverage', 'frontend/public/mockServiceWorker.js', 'shared/contract/schema.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: [SHARED_BY_ALIAS] }],
    },
  },
  {
    // Public code never imports admin screens directly (they load on demand). A block's options replace the
    // rule's options above for its files, so it repeats the alias pattern.
    files: ['frontend/src/features/**', 'frontend/src/routes/public/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [SHARED_BY_ALIAS, { group: ['@/routes/admin/*'], message: 'Public code must not import admin screens.' }] },
      ],
    },
  },
  ...importBoundaries(),
  ...featureBoundaries(),
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...storybook.configs['flat/recommended'],
);
