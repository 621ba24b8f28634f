import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a migration for schema changes. The SQL must run on PostgreSQL 15
// (Debian's server) as well as on PGlite, so keep to plain DDL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
  casing: 'snake_case',
});
