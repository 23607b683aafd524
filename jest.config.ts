/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

const transform = { '^.+\\.(t|j|mj|cj)sx?$': '<rootDir>/test-support/esbuild-transform.cjs' };
const moduleNameMapper = {
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@contract$': '<rootDir>/contract/index.ts',
  '\\.(svg|png|webp|jpg)$': '<rootDir>/test-support/file-stub.cjs',
};
// ESM-only packages that must go through the transformer.
const transformIgnorePatterns = ['/node_modules/(?!(react-router|@remix-run|cookie-es|cookie|set-cookie-parser|web-vitals)/)'];

const config: Config = {
  projects: [
    {
      displayName: 'contract',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/contract/**/*.test.ts'],
      transform,
      moduleNameMapper,
    },
    {
      displayName: 'spa',
      rootDir: __dirname,
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/test-support/error-stacks.ts', '<rootDir>/test-support/jest-setup.ts'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper: {
        ...moduleNameMapper,
        // MUI's autosizing textarea measures layout jsdom does not have (see the file).
        '^\\.\\./TextareaAutosize$': '<rootDir>/test-support/textarea-autosize.cjs',
      },
      testEnvironmentOptions: { customExportConditions: [''] },
    },
    {
      displayName: 'server',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/test/**/*.test.ts'],
      transform,
      // Several server dependencies ship ESM only (Node 20 requires them natively; Jest needs them
      // transformed). PGlite is the exception: its CommonJS build must stay untouched.
      transformIgnorePatterns: ['/node_modules/@electric-sql/'],
      moduleNameMapper,
      slowTestThreshold: 30,
      // `testTimeout` is a global option, not a project one: each project sets its own default here.
      // One migrated PGlite folder per run, copied by each test app (test-support/pglite-image.ts).
      globalSetup: '<rootDir>/test-support/pglite-image.ts',
      globalTeardown: '<rootDir>/test-support/pglite-image-teardown.ts',
      setupFiles: ['<rootDir>/test-support/wasm-baseline.ts'],
      setupFilesAfterEnv: ['<rootDir>/test-support/error-stacks.ts', '<rootDir>/test-support/jest-timeout-server.ts'],
    },
    {
      displayName: 'e2e',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test-support/jest-timeout-e2e.ts'],
      transform,
      moduleNameMapper,
    },
  ],
};

export default config;
