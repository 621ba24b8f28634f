// The integration project on PGlite: each test file gets a fresh in-memory database (test-server.ts).
// Jest's workers run files of both projects, so each file sets it.
process.env.TEST_DB = 'pglite';
