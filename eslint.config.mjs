// One flat config for the whole tree: server (Node, decorators), web (React) and e2e.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// Each web feature may import only from itself (and from shared layers).
const featuresDir = 'web/src/features';
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureIsolation = features.map((name) => ({
  target: `./${featuresDir}/${name}`,
  from: `./${featuresDir}`,
  except: [`./${name}`],
  message: 'A feature never imports another feature; move shared code to components/ or lib/.',
}));

// Each server module reaches another only through what that module exports (its service or
// a small read port), never through its repository: the owner's rules guard every write.
const modulesDir = 'server/src/modules';
const areas = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleIsolation = areas.map((name) => ({
  target: `./${modulesDir}/${name}`,
  from: areas
    .filter((other) => other !== name)
    .map((other) => `./${modulesDir}/${other}/**/*.repository.ts`),
  message: 'Use what the other module exports (its service or a read port), not its repository.',
}));

// Test files of every suite, and the rules of hooks that predate the React Compiler.
const TEST_FILES = ['**/*.spec.ts', '**/*.api-spec.ts', '**/*.pg-spec.ts', '**/*.test.{ts,tsx}'];
const CLASSIC_HOOK_RULES = ['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps'];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'coverage/**',
      'node_modules/**',
      'data/db/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
      'web/src/lib/api/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-duplicates': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts', '*.config.*'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS that Node runs as it is (the crash tests' compile hook for their children).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Nest reads constructor parameter types through emitDecoratorMetadata, so an
    // injected class must stay a value import.
    files: ['server/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // No import cycles in the server. Type-only imports do not count (the rule's default).
    // Only the server's own .ts files are followed: without `extensions` the rule would
    // take .ts for unparseable and find nothing; without `ignore` it would also parse
    // node_modules, tripling the time of a lint.
    files: ['server/**/*.ts'],
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Specs may plant or read records through another module's repository (and test the
    // upgrade functions kept beside it) when that is the plainest way to set a case up.
    files: ['server/src/modules/**/*.ts'],
    ignores: ['server/src/modules/**/*.spec.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: moduleIsolation }] },
  },
  {
    files: ['scripts/**/*.ts', 'bench/**/*.ts', 'server/src/cli/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Only the store touches the data folder: the disk, lowdb and atomic writes.
    files: ['server/src/**/*.ts'],
    ignores: [
      'server/src/store/**',
      'server/src/**/*.spec.ts',
      // The command-line tools write the committed OpenAPI document.
      'server/src/cli/**',
      // Read-only files shipped with the code, never the data folder:
      'server/src/common/package-version.ts', // the version in package.json
      'server/src/common/http/serve-web.ts', // whether the web was built
      'server/src/modules/ui-icons/icon-sources.ts', // the icon packages and their build
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['fs', 'node:fs', 'fs/promises', 'node:fs/promises', 'lowdb', 'write-file-atomic']
            .map((name) => ({
              name,
              message: 'Files are the store’s: use a repository or BlobStore (server/src/store).',
            }))
            .concat(
              ['pg', 'kysely'].map((name) => ({
                name,
                message: 'The database is the store’s: use a repository (server/src/store).',
              })),
            ),
          patterns: [{ group: ['lowdb/*'], message: 'lowdb is the store’s (server/src/store).' }],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': 'error',
      // Layers flow one way: components and lib -> features and shell -> app; a feature
      // never imports another feature, and the shell (the frame around every screen)
      // imports none.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './web/src/components',
              from: ['./web/src/features', './web/src/app', './web/src/shell'],
            },
            {
              target: './web/src/lib',
              from: [
                './web/src/features',
                './web/src/app',
                './web/src/shell',
                './web/src/components',
              ],
            },
            { target: './web/src/features', from: ['./web/src/app'] },
            { target: './web/src/shell', from: ['./web/src/app', './web/src/features'] },
            ...featureIsolation,
          ],
        },
      ],
      // Reads are declared once as queryOptions() factories beside their key factory, so
      // prefetches, cache reads and invalidations share the same key and fetcher.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.name=/^use(Suspense)?Query$/] > ObjectExpression.arguments:not(:has(SpreadElement))',
          message:
            'Pass a queryOptions() factory (e.g. useQuery(rewardsQuery(params))), not an inline object.',
        },
      ],
    },
  },
  {
    // Test files are leaves and not what the React Compiler compiles: nothing imports them,
    // so they cannot close an import cycle, and their components only render what is
    // tested. The compiler's rules and the cycle search cost most of a lint; their
    // verdicts on the application's own files are what matter.
    files: TEST_FILES,
    rules: {
      'import-x/no-cycle': 'off',
      ...Object.fromEntries(
        Object.keys(reactHooks.configs.recommended.rules)
          .filter((rule) => !CLASSIC_HOOK_RULES.includes(rule))
          .map((rule) => [rule, 'off']),
      ),
    },
  },
  prettier,
);
