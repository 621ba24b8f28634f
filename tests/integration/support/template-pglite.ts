import { pgliteTemplate, pgliteTemplateVariable } from './template-databases';

/** Jest's global setup of the integration project on PGlite: the migrated database each file copies. */
export default async function createPgliteTemplate(): Promise<void> {
  process.env[pgliteTemplateVariable] = await pgliteTemplate();
}
