import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * The import boundaries of docs/architecture.md ("Layers"). Each zone names a folder and what it may
 * not import; tests/unit/eslint-config.test.ts shows each rule failing on a wrong import.
 */
const src = (folder) => `./src/${folder}`;
const ui = ['components', 'screens', 'page-setup', 'pages', 'styles', 'i18n', 'content', 'seo', 'config'].map(src);
const everythingBut = (...allowed) => ({ from: './src', except: allowed.map((folder) => `./${folder}`) });

const zones = [
  { target: src('basics'), ...everythingBut('basics'), message: 'The shared basics import nothing but each other.' },
  { target: './src/routes.ts', ...everythingBut('basics', 'routes.ts'), message: 'The route table imports only the shared basics.' },
  { target: src('domain'), ...everythingBut('basics', 'domain'), message: 'Domain rules import only the shared basics.' },
  { target: src('html'), ...everythingBut('basics', 'html'), message: 'The HTML sanitiser imports only the shared basics.' },
  {
    target: src('contracts'),
    ...everythingBut('basics', 'domain', 'contracts'),
    message: 'Contracts import only the shared basics, domain rules and each other.',
  },
  {
    target: src('api-client'),
    ...everythingBut('basics', 'domain', 'contracts', 'api-client'),
    message: 'The api-client knows contracts and basics only; screens and the session use it, not the other way round.',
  },
  {
    target: src('session'),
    ...everythingBut('basics', 'contracts', 'api-client', 'session'),
    message: 'The session uses the api-client and contracts; nothing above it.',
  },
  {
    target: src('content'),
    ...everythingBut('basics', 'domain', 'routes.ts', 'content'),
    message: 'The content layer (texts in content/ and their parser) imports only basics, domain rules and the route table.',
  },
  {
    target: src('server'),
    from: [...ui.filter((folder) => folder !== src('content')), src('api-client'), src('session')],
    message: 'The backend does not import the portal: it serves the contracts (src/contracts) over HTTP.',
  },
  {
    target: [...ui.filter((folder) => folder !== src('pages')), src('api-client'), src('session')],
    from: src('server'),
    message: 'The portal reaches the backend only over HTTP, through src/api-client.',
  },
  { target: src('pages'), from: src('server'), except: [], message: 'Route files render screens; the web server (src/web-server.ts) hands requests to the backend.' },
  {
    target: './src',
    from: './src/web-server.ts',
    message: 'The web server sits in front of the portal and the backend; only server.ts starts it.',
  },
];

/**
 * The backend's layers (docs/architecture.md, "The backend's layers"): the route layer (src/server/routes,
 * a folder per domain, HTTP only) calls each domain's actions (one use case each), which call its stores
 * (SQL only); a domain's own modules beside them (rules, views, mails, settings) and the shared
 * infrastructure sit below all three. Access policies (src/server/access) decide who may call a route.
 * tests/unit/eslint-config.test.ts shows each zone failing.
 */
const server = (glob) => `./src/server/${glob}`;
const routes = server('routes/**');
const layer = (name) => server(`*/${name}/**`);
const domainModules = [server('!(access|http|db|mail|rate-limits|routes)/*.ts'), server('commissioning/confirmation/**')];
const infrastructure = [server('{http,db,mail,rate-limits}/**'), server('{config,clock,log,texts,portal-links,background-work,domain-error,secrets}.ts')];

const backendZones = [
  {
    target: [layer('stores'), layer('actions'), ...domainModules, server('access/**')],
    from: routes,
    message: 'Only src/server/api-routes.ts gathers routes: nothing below the HTTP layer imports a route.',
  },
  {
    target: routes,
    from: [layer('stores'), server('db/client*')],
    message: 'Routes are HTTP only: they call actions, which call the stores.',
  },
  { target: layer('stores'), from: layer('actions'), message: 'A store is SQL only: actions call stores, never the other way round.' },
  {
    target: [layer('stores'), layer('actions'), ...domainModules],
    from: server('http/**'),
    message: 'Use cases speak the error registry (src/server/domain-error.ts), not HTTP: the HTTP layer answers them.',
  },
  {
    target: domainModules,
    from: [layer('actions'), layer('stores')],
    message: "A domain's own modules (rules, views, mails, settings) serve its layers; they call no action and no store.",
  },
  {
    target: [layer('stores'), layer('actions'), ...domainModules],
    from: server('access/**'),
    message: 'Access policies read requests: only routes use them.',
  },
  {
    target: infrastructure,
    from: server('**'),
    except: ['**/src/server/{http,db,mail,rate-limits}/**', '**/src/server/{config,clock,log,texts,portal-links,background-work,domain-error,secrets}.ts'],
    message: 'The shared infrastructure (HTTP, database, mail, rate limits, settings) knows no domain.',
  },
];

/** The CLI (scripts/cases) is a client of the back-office API: it reaches the portal over HTTP, through the api-client. */
const cliZones = [
  {
    target: './scripts/cases',
    from: './src',
    except: ['./basics', './domain', './contracts', './api-client', './server/texts.ts'],
    message: 'The CLI reaches the portal through src/api-client with the contracts; of the backend it reads only the translations (src/server/texts.ts).',
  },
];

/** Browser code loads a contract where it is used (`import()`), so pages carry no schema library until then. */
const contractsOnlyWhenUsed = {
  group: ['@/contracts/*', '!@/contracts/vocabulary', '!@/contracts/errors'],
  allowTypeImports: true,
  message: 'Import contract types only (`import type`), or load the contract with import() where it is used; @/contracts/vocabulary/* and @/contracts/errors hold what renders.',
};

const translationsImport = { group: ['react-i18next'], message: 'Import useTranslation from @/i18n/useTranslation.' };

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['node_modules/', '.next/', '.next-*/', '.data/', 'test-results/', 'playwright-report/', 'next-env.d.ts'],
  },
  {
    rules: {
      'no-restricted-imports': ['error', { patterns: [translationsImport] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [...zones, ...backendZones] }] },
  },
  {
    files: ['scripts/cases/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: cliZones }] },
  },
  {
    files: ['src/components/**', 'src/screens/**', 'src/page-setup/**', 'src/api-client/**', 'src/session/**'],
    ignores: ['src/page-setup/server-page.ts', 'src/screens/*/load.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [translationsImport, contractsOnlyWhenUsed],
          paths: [{ name: '@/session/stored-auth', importNames: ['authCookieName'], message: 'Only src/session reads or writes the auth cookie.' }],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
