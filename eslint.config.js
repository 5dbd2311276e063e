// One lint configuration for the workspace: typescript-eslint with type information where a tsconfig covers
// the file, import cycles and the boundaries of DESIGN.md section 5 (no web feature imports another; no API
// module reaches into another module's internals), and Prettier owning the layout.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import eslint from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('.', import.meta.url));
const subfolders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** bulletproof-react: a feature may import shared code, never another feature; app/ composes them. */
const webFeatures = subfolders('apps/web/src/features/');
const webFeatureZones = webFeatures.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other: move the shared piece to components/ or lib/, or compose in app/.',
}));

/**
 * An API module's `helpers/` and `queries/` are its internals: another module imports its services, module, entities,
 * DTOs, ports and the helpers listed here, which the owning module exports on purpose. A new entry is a decision
 * about the owner's public surface, not a way around the rule.
 */
const apiModuleExports = {
  catalogue: { helpers: ['./public-image-url.ts'], queries: ['./caller-contracts.sql.ts'] },
  cart: { helpers: ['./id-list.ts'] },
  // credit-calculator: the credit rules (182/185/186) that analysis orders follow like every order.
  orders: {
    helpers: [
      './order-state-machine.ts',
      './barcode.ts',
      './order-view.ts',
      './order-numbers.ts',
      './credit-calculator.ts',
    ],
  },
  // enter-time: the date-range rule of the sample centre, which the data centre's list shares.
  samples: { helpers: ['./xlsx-guard.ts', './enter-time.ts'] },
};
const apiModules = subfolders('apps/api/src/modules/');
const apiModuleZones = apiModules.flatMap((owner) =>
  ['helpers', 'queries']
    .filter((internal) => subfolders(`apps/api/src/modules/${owner}/`).includes(internal))
    .map((internal) => ({
      target: apiModules.filter((module) => module !== owner).map((module) => `./apps/api/src/modules/${module}`),
      from: `./apps/api/src/modules/${owner}/${internal}`,
      except: apiModuleExports[owner]?.[internal] ?? [],
      message: `${owner}/${internal} is internal to the ${owner} module: use its services, or export the helper (apiModuleExports in eslint.config.js).`,
    })),
);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'test-results/**',
      '.data/**',
      'apps/web/e2e/screenshots/**',
      '**/*.d.mts',
    ],
  },
  eslint.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          // Absolute, so that the resolver finds them whatever the working directory (e.g. ESLint run from a test).
          project: ['apps/api/tsconfig.json', 'apps/web/tsconfig.json', 'packages/contract/tsconfig.json'].map(
            (project) => `${root}${project}`,
          ),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-duplicates': 'error',
    },
  },
  // Type-aware rules for everything a tsconfig covers.
  {
    files: [
      'apps/api/{src,test}/**/*.ts',
      'apps/web/src/**/*.{ts,tsx}',
      'packages/contract/src/**/*.ts',
      'migrations/**/*.ts',
      'seeds/**/*.ts',
    ],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
  },
  {
    // Migrations and seeds compile with the API (apps/api/tsconfig.json includes them) but sit outside its folder.
    files: ['migrations/**/*.ts', 'seeds/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: false, project: './apps/api/tsconfig.json', tsconfigRootDir: root },
    },
  },
  {
    files: [
      'apps/api/{src,test}/**/*.ts',
      'apps/web/src/**/*.{ts,tsx}',
      'packages/contract/src/**/*.ts',
      'migrations/**/*.ts',
      'seeds/**/*.ts',
    ],
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: apiModuleZones }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: webFeatureZones }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        performance: 'readonly',
        fetch: 'readonly',
        AbortController: 'readonly',
        AbortSignal: 'readonly',
      },
    },
  },
  prettier,
);
