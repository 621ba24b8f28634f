// The integration project on PostgreSQL: each test file gets a fresh database on the server at
// TEST_DATABASE_URL (test-server.ts). Jest's workers run files of both projects, so each file sets it.
process.env.TEST_DB = 'postgres';
