// @ts-check
const nextJest = require('next/jest').default;

const createJestConfig = nextJest({ dir: './' });

// msw 2, file-type and their helpers ship ES modules only; Jest has to transform them.
const esmPackages = ['msw', '@mswjs', 'rettime', 'until-async', '@open-draft', 'headers-polyfill', 'outvariant', 'strict-event-emitter', 'is-node-process', '@bundled-es-modules'];
// otplib's crypto and base32 plugins (@noble/hashes, @scure/base) ship ES modules only.
esmPackages.push('otplib', '@otplib', '@noble', '@scure');
esmPackages.push('file-type', 'strtok3', 'token-types', 'uint8array-extras', '@tokenizer', '@borewit');
// PGlite's CommonJS build (.cjs) loads Node's modules with import(), which Jest serves on Node 24 only
// with --experimental-vm-modules; transformed like the packages above, those become require() calls.
esmPackages.push('@electric-sql');

const shared = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  modulePathIgnorePatterns: ['<rootDir>/.next', '<rootDir>/.data'],
};

/** @param {import('jest').Config} project */
async function project(project) {
  const config = await createJestConfig({ ...shared, ...project })();
  const [, jsTransformer] = Object.entries(config.transform ?? {}).find(([pattern]) => pattern.includes('mjs')) ?? [];
  if (jsTransformer) config.transform = { ...config.transform, '^.+\\.cjs$': jsTransformer };
  config.transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  return config;
}

module.exports = async () => ({
  projects: [
    // Pure rules and UI components, in a browser-like environment with fetch (for msw).
    await project({
      displayName: 'unit',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/unit-setup.ts'],
    }),
    // The reference backend over real HTTP against a fresh database per test file: PGlite, and with
    // TEST_DATABASE_URL (as in .ci/run) once more on PostgreSQL, in the same run so that both share
    // Jest's workers.
    await integrationProject('integration', 'pglite'),
    // The embedded database's folder lock (data-dir-lock.test.ts) has nothing to do with PostgreSQL.
    ...(process.env.TEST_DATABASE_URL ? [await integrationProject('integration-postgres', 'postgres', ['/data-dir-lock\\.test\\.ts$'])] : []),
  ],
});

/**
 * @param {string} displayName
 * @param {'pglite' | 'postgres'} database
 * @param {string[]} [skipped] test files that do not concern this database
 */
function integrationProject(displayName, database, skipped = []) {
  return project({
    displayName,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
    testPathIgnorePatterns: ['/node_modules/', ...skipped],
    setupFiles: [`<rootDir>/tests/integration/support/on-${database}.ts`],
    // One migrated database per run, copied for each test file.
    globalSetup: `<rootDir>/tests/integration/support/template-${database}.ts`,
    globalTeardown: '<rootDir>/tests/integration/support/template-databases.ts',
  });
}
