/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');

interface Case {
  file: string;
  code: string;
}

/** Lints each case as if it were that file of the project, with the project's ESLint configuration. */
function lint(cases: Case[]): string[][] {
  const script = `
    const { ESLint } = require('eslint');
    const cases = JSON.parse(process.argv[1]);
    (async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const found = [];
      for (const { file, code } of cases) {
        const [result] = await eslint.lintText(code, { filePath: file });
        found.push(result.messages.filter((m) => m.severity === 2 && m.ruleId !== '@typescript-eslint/no-unused-vars').map((m) => m.ruleId));
      }
      process.stdout.write(JSON.stringify(found));
    })();`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script, JSON.stringify(cases)], { cwd: root, encoding: 'utf8' }));
}

const boundaries = 'import/no-restricted-paths';
const restricted = 'no-restricted-imports';

// Each wrong import of docs/architecture.md's layers, and a right one beside it.
const cases: (Case & { expected: string[] })[] = [
  { file: 'src/server/mail/x.ts', code: "import { theme } from '@/styles/theme';", expected: [boundaries] },
  { file: 'src/server/mail/x.ts', code: "import { brand } from '@/basics/brand';", expected: [] },
  { file: 'src/server/cases/x.ts', code: "import { readStoredAuth } from '@/session/auth-cookie';", expected: [boundaries] },
  { file: 'src/screens/Dashboard/x.tsx', code: "import { getDatabase } from '@/server/db/client';", expected: [boundaries] },
  { file: 'src/pages/x.tsx', code: "import { apiRoutes } from '@/server/api-routes';", expected: [boundaries] },
  { file: 'src/web-server.ts', code: "import { apiRoutes } from '@/server/api-routes';", expected: [] },
  { file: 'src/server/x.ts', code: "import { createWebServer } from '@/web-server';", expected: [boundaries] },
  { file: 'src/api-client/x.ts', code: "import { readStoredAuth } from '@/session/auth-cookie';", expected: [boundaries] },
  { file: 'src/session/x.ts', code: "import { usePage } from '@/page-setup/PageContext';", expected: [boundaries] },
  { file: 'src/contracts/x.ts', code: "import { apiRoutes } from '@/server/api-routes';", expected: [boundaries] },
  { file: 'src/basics/x.ts', code: "import { routes } from '@/routes';", expected: [boundaries] },
  { file: 'src/domain/x.ts', code: "import { request } from '@/api-client/http';", expected: [boundaries] },
  { file: 'src/domain/x.ts', code: "import { dayInGermany } from '@/basics/calendar';", expected: [] },
  { file: 'src/content/x.ts', code: "import { theme } from '@/styles/theme';", expected: [boundaries] },
  { file: 'src/server/commissioning/x.ts', code: "import { parseMarkdown } from '@/content/markdown';", expected: [] },
  { file: 'src/components/x.tsx', code: "import { rentBrakeCheck } from '@/contracts/calculators';", expected: [restricted] },
  { file: 'src/components/x.tsx', code: "import type { RentBrakeAnswer } from '@/contracts/calculators';", expected: [] },
  { file: 'src/components/x.tsx', code: "import { companySizes } from '@/contracts/vocabulary/calculators';", expected: [] },
  { file: 'src/screens/Dashboard/x.tsx', code: "import { authCookieName } from '@/session/stored-auth';", expected: [restricted] },
  // The backend's layers: routes → actions → stores, the domain's own modules and the infrastructure below.
  { file: 'src/server/cases/stores/x.ts', code: "import { backofficeRoutes } from '../../routes/cases/backoffice-routes';", expected: [boundaries] },
  { file: 'src/server/cases/actions/x.ts', code: "import { staffCaseRoutes } from '@/server/routes/cases/staff-case-routes';", expected: [boundaries] },
  { file: 'src/server/cases/stores/x.ts', code: "import { openCase } from '../actions/open-case';", expected: [boundaries] },
  { file: 'src/server/cases/x.ts', code: "import { withHistory } from './stores/case-store';", expected: [boundaries] },
  { file: 'src/server/commissioning/confirmation/x.ts', code: "import { placeOrder } from '../actions/place-order';", expected: [boundaries] },
  { file: 'src/server/messages/actions/x.ts', code: "import { sessionOf } from '../../access/staff-access';", expected: [boundaries] },
  { file: 'src/server/db/x.ts', code: "import { deadlineDayOf } from '../cases/case-deadline';", expected: [boundaries] },
  { file: 'src/server/http/x.ts', code: "import { staffView } from '../staff/staff-view';", expected: [boundaries] },
  { file: 'src/server/routes/cases/x.ts', code: "import { withHistory } from '../../cases/stores/case-store';", expected: [boundaries] },
  { file: 'src/server/routes/health/x.ts', code: "import { getDatabase } from '../../db/client';", expected: [boundaries] },
  { file: 'src/server/cases/actions/x.ts', code: "import { ApiError } from '../../http/errors';", expected: [boundaries] },
  { file: 'src/server/documents/stores/x.ts', code: "import { header } from '../../http/api';", expected: [boundaries] },
  { file: 'src/server/cases/actions/x.ts', code: "import { DomainError } from '../../domain-error';", expected: [] },
  { file: 'src/server/routes/cases/x.ts', code: "import type { CaseRow } from '../../db/tables/cases';", expected: [] },
  { file: 'src/server/api-routes.ts', code: "import { staffRoutes } from './routes/staff/staff-routes';", expected: [] },
  { file: 'src/server/routes/cases/x.ts', code: "import { showCase } from '../../case-views/actions/show-case';", expected: [] },
  { file: 'src/server/routes/cases/x.ts', code: "import { signedIn } from '../../access/staff-access';", expected: [] },
  { file: 'src/server/cases/actions/x.ts', code: "import { withHistory } from '../stores/case-store';", expected: [] },
  { file: 'src/server/secrets.ts', code: "import { passwordHash } from './accounts/passwords';", expected: [boundaries] },
  { file: 'src/server/staff/stores/x.ts', code: "import { tokenHash } from '../../secrets';", expected: [] },
  { file: 'src/server/cases/stores/x.ts', code: "import { generateReferenceNumber } from '../reference-number';", expected: [] },
  { file: 'src/server/db/x.ts', code: "import { serverConfig } from '../config';", expected: [] },
  { file: 'scripts/cases/commands/x.ts', code: "import { openCase } from '../../../src/server/cases/actions/open-case';", expected: [boundaries] },
  { file: 'scripts/cases/commands/x.ts', code: "import { getDatabase } from '../../../src/server/db/client';", expected: [boundaries] },
  { file: 'scripts/cases/x.ts', code: "import { backofficeClient } from '../../src/api-client/backoffice';", expected: [] },
  { file: 'scripts/cases/x.ts', code: "import { cliTexts } from '../../src/server/texts';", expected: [] },
];

describe('the import boundaries of the lint configuration', () => {
  it('fail on every wrong import and pass the right ones', () => {
    const found = lint(cases.map(({ file, code }) => ({ file, code: `${code}\nexport const used = 1;\n` })));
    expect(cases.map((item, index) => ({ ...item, found: found[index] }))).toEqual(cases.map((item) => ({ ...item, found: item.expected })));
  });
});
