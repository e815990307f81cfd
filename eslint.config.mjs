// One ESLint config for the whole repository (server and client). Besides the usual checks it
// writes the architecture's boundaries as rules (docs/architecture.md, "Rules the linter
// enforces"), so a broken boundary fails `npm test`.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import i18next from 'eslint-plugin-i18next';
import i18nextDefaults from 'eslint-plugin-i18next/lib/options/defaults.js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

const root = dirname(fileURLToPath(import.meta.url));
const at = (path) => resolve(root, path);
const dirsIn = (path) =>
  readdirSync(at(path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const TESTS = ['**/*.spec.ts', '**/*.spec.tsx', '**/*.int-spec.ts', '**/*.e2e.ts', 'server/test/**', 'client/src/test/**', 'client/e2e/**'];

/**
 * A server module's public files: what other modules (and common/, config/, database/, scripts/)
 * may import. By name: its Nest module, services, GraphQL models, error codes, entities, shared
 * types and input classes. Beyond those, each module lists here the few other files it offers
 * (typed functions that take the caller's transaction, enums, small helpers); everything else in
 * its folder (resolvers, controllers, private helpers) is its own. Adding a file to a list is a
 * decision about that module's API: make it in review, not to silence the linter.
 */
const SERVER_PUBLIC = ['**/*.module.ts', '**/*.service.ts', '**/*.model.ts', '**/*.errors.ts', '**/*.entity.ts', '**/*.types.ts', '**/dto/**'];
const MODULE_API = {
  activity: ['activity-kind.ts', 'client-info.ts'],
  // deposits/ provides the watched addresses (watched-addresses.ts), counts confirmations as the scanner does,
  // and reads the payments recorded to its addresses (chain-payments.ts).
  // liabilities/ checks TRON reserve addresses and their signers (tron-address.ts).
  chains: ['watched-addresses.ts', 'chain-scanner.ts', 'chain-payments.ts', 'tron-address.ts'],
  investments: ['investment-totals.ts'],
  kyc: ['kyc-status.ts'],
  ledger: ['accrue.ts', 'account-movements.ts', 'ledger-accounts.ts', 'ledger-checks.ts', 'ledger-verifier.ts', 'retry-on-deadlock.ts'],
  storage: ['storage-migration.ts'],
  transactions: ['approvals.ts', 'transaction-store.ts', 'transaction-totals.ts'],
};

/**
 * Server code outside modules/ that is held to modules' public files. The composition root
 * (server/src/*.ts: main, app.module, create-app, graphql-resolvers, print-schema; and app/) wires
 * modules together and may reach the parts it wires (middleware, resolvers).
 */
const SERVER_OUTSIDE_MODULES = ['common', 'config', 'database', 'scripts'].map((dir) => `server/src/${dir}/**`);

// One zone per importing place (each file then meets one zone, which keeps the rule fast): a
// module's files may import their own module freely, other modules only through public files.
const serverModules = dirsIn('server/src/modules');
const SERVER_PUBLIC_FILES = [
  ...SERVER_PUBLIC.map((glob) => at(`server/src/modules/*/${glob}`)),
  // Each exception must be a glob here (from is one): @(a|b) names exact files.
  ...Object.entries(MODULE_API).map(([name, files]) => at(`server/src/modules/${name}/@(${files.join('|')})`)),
];
const SERVER_MESSAGE = 'Import another module only through its public files (eslint.config.mjs: SERVER_PUBLIC, MODULE_API).';
const serverModuleZones = [
  ...serverModules.map((name) => ({
    target: `server/src/modules/${name}/**`,
    from: `server/src/modules/!(${name})/**`,
    except: SERVER_PUBLIC_FILES,
    message: SERVER_MESSAGE,
  })),
  { target: SERVER_OUTSIDE_MODULES, from: 'server/src/modules/**', except: SERVER_PUBLIC_FILES, message: SERVER_MESSAGE },
  {
    target: ['server/src/common/**', 'server/src/config/**'],
    from: 'server/src/modules/**',
    except: [at('server/src/modules/kyc/@(kyc-status.ts)')],
    message: 'common/ and config/ are what modules build on: they import no module (KycStatus, a field of SessionUser, is the one exception).',
  },
];

/** A client feature's public files, for routes/ and app/: its components, hooks, utils and top-level files. */
const FEATURE_PUBLIC = ['*/components/**', '*/hooks/**', '*/utils/**', '*/*.ts', '*/*.tsx'];
const features = dirsIn('client/src/features');
const SHARED_CLIENT = ['client/src/components/**', 'client/src/lib/**', 'client/src/gql/**', 'client/src/i18n/**', 'client/src/theme.ts'];
const clientZones = [
  ...features.map((name) => ({
    target: `client/src/features/${name}/**`,
    from: `client/src/features/!(${name})/**`,
    message: 'A feature does not import another feature; combine them in a page under routes/.',
  })),
  {
    target: ['client/src/routes/**', 'client/src/app/**'],
    from: 'client/src/features/**',
    except: FEATURE_PUBLIC.map((glob) => at(`client/src/features/${glob}`)),
    message: 'Import a feature only through its components/, hooks/, utils/ or top-level files.',
  },
  {
    target: SHARED_CLIENT,
    from: ['client/src/features/**', 'client/src/routes/**'],
    message: 'Shared code (components, lib, gql, i18n) does not depend on features or pages.',
  },
  {
    target: [...SHARED_CLIENT, 'client/src/features/**'],
    from: 'client/src/app/**',
    except: [at('client/src/app/paths.{ts,tsx}')],
    message: 'Only app/paths.ts is shared from app/.',
  },
  {
    target: 'client/src/features/**',
    from: 'client/src/routes/**',
    message: 'Features do not import pages.',
  },
];

/**
 * Directories whose screens are translated: a component there that renders a literal English
 * string (JSX text, or a user-visible prop such as label, placeholder, title, aria-label,
 * helperText, alt) fails the lint. A translator adds a directory here once its screens read every
 * word through t(), or the pages it has translated (globs ending in .tsx) while a directory is
 * shared. Numbers, symbols, ALL_CAPS codes and <Trans> children pass.
 */
const TRANSLATED_DIRS = [
  'client/src/routes/public',
  'client/src/routes/account',
  'client/src/features/public-site',
  'client/src/features/profile',
  'client/src/features/api-tokens',
  'client/src/features/referrals',
  'client/src/features/account',
  'client/src/features/auth',
  'client/src/components',
  'client/src/app',
  'client/src/routes/user/dashboard-page.tsx',
  'client/src/routes/user/deposit*.tsx',
  'client/src/routes/user/withdraw*.tsx',
  'client/src/routes/user/transaction*.tsx',
  'client/src/routes/user/activity-page.tsx',
  'client/src/routes/user/invest*.tsx',
  'client/src/routes/user/plans-page.tsx',
  'client/src/routes/user/confirm-investment-page.tsx',
  'client/src/routes/user/transfer-page.tsx',
  'client/src/routes/user/profile-page.tsx',
  'client/src/routes/user/security-page.tsx',
  'client/src/routes/user/user-layout.tsx',
  'client/src/routes/user/verify-balance-page.tsx',
  'client/src/features/liabilities',
  'client/src/features/dashboard',
  'client/src/features/deposits',
  'client/src/features/withdrawals',
  'client/src/features/transactions',
  'client/src/features/activity',
  'client/src/features/statements',
  'client/src/features/investments',
  'client/src/features/plans',
  'client/src/routes/admin',
  'client/src/features/admin-*',
];
const USER_VISIBLE_PROPS = [
  'label',
  'placeholder',
  'title',
  'alt',
  'helperText',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'tooltip',
  'subheader',
  'primary',
  'secondary',
  'message',
  'description',
  'heading',
  'confirmLabel',
  'cancelLabel',
  'emptyText',
];
const literalStringRule = {
  // A directory stands for every .tsx under it; a glob ending in .tsx for those files alone.
  files: TRANSLATED_DIRS.map((dir) => (dir.endsWith('.tsx') ? dir : `${dir}/**/*.tsx`)),
  ignores: TESTS,
  plugins: { i18next },
  rules: {
    'i18next/no-literal-string': [
      'error',
      {
        mode: 'jsx-only',
        'jsx-attributes': { include: [`^(${USER_VISIBLE_PROPS.join('|')})$`] },
        // Besides numbers, symbols and ALL_CAPS (the plugin's own list): translation keys and their parts
        // ('about.company.text1', 'point1', 'aboutUs'), which a screen maps over to call t().
        words: { exclude: [...i18nextDefaults.words.exclude, '[a-z][A-Za-z]*[A-Z0-9][A-Za-z0-9]*', '[a-z][\\w-]*(\\.[\\w-]+)+'] },
        message: 'Literal English on screen: read it through t() (the translated directories are listed in eslint.config.mjs)',
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/coverage/**',
      'client/src/gql/generated.ts',
      'client/e2e/artifacts/**',
      '.data/**',
      '.test-data/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['server/tsconfig.json', 'client/tsconfig.app.json', 'client/tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Type-only imports are erased, so a cycle through them costs nothing at run time; value cycles are what bites.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['server/**', 'bench/**', 'scripts/**', 'client/scripts/**', 'client/e2e/**', 'client/*.ts', '**/*.mjs', '**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['client/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['server/src/**/*.ts', 'client/src/**/*.ts', 'client/src/**/*.tsx'],
    ignores: TESTS,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...serverModuleZones, ...clientZones] }],
    },
  },
  {
    files: ['server/src/modules/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // One actor per request: the client's address is read from the request in one place,
    // server/src/common/actor.ts (actorOf, which the AccessGuard calls), normalised once
    // (::ffff:1.2.3.4 is 1.2.3.4) and honouring `trust proxy`. Handlers take @Actor(); jobs use systemActor.
    files: ['server/src/**/*.ts'],
    ignores: [...TESTS, 'server/src/common/actor.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "MemberExpression[object.type='Identifier'][object.name=/^req(uest)?$/][property.name=/^(ip|ips)$/]",
          "MemberExpression[object.type='MemberExpression'][object.property.name=/^req(uest)?$/][property.name=/^(ip|ips)$/]",
          "MemberExpression[property.name='remoteAddress']",
        ].map((selector) => ({
          selector,
          message: "Read the client's address from the actor: @Actor() in handlers, actorOf(req) where the request is in hand (common/actor.ts).",
        })),
        {
          selector: 'Identifier[name=/^(clientInfoOf|plainIp)$/]',
          message: 'The actor (common/actor.ts) carries the normalised address: take @Actor() in the handler.',
        },
      ],
    },
  },
  {
    files: ['server/scripts/**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  literalStringRule,
  prettier,
);
