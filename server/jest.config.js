/** Server tests: unit specs and integration specs against a real Postgres (see test/global-setup.mjs). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.int-spec.ts', '<rootDir>/test/**/*.int-spec.ts'],
  // graphql-upload and fs-capacitor ship only ES modules; compile them like our own code.
  transform: { '^.+\\.(ts|js|mjs)$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(graphql-upload|fs-capacitor)/)'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  testTimeout: 60000,
  maxWorkers: 2,
};
