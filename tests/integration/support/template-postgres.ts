import { postgresTemplate, postgresTemplateVariable } from './template-databases';

/** Jest's global setup of the integration project on PostgreSQL: the migrated database each file copies. */
export default async function createPostgresTemplate(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('the integration tests on PostgreSQL need TEST_DATABASE_URL');
  process.env[postgresTemplateVariable] = await postgresTemplate(adminUrl);
}
