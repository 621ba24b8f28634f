import fs from 'node:fs';
import path from 'node:path';
import { e2eChromiumPath } from '../../e2e/support/environment';

/** The variables a check reads: the process environment, or a test's own. */
export type Environment = Readonly<Record<string, string | undefined>>;

/**
 * What `npm test` needs besides Node and the npm packages: programs from Debian's packages. Each is
 * looked up where the suite will look for it, so that a check that passes means the suite can start it.
 */
export interface SystemRequirement {
  /** What the program is called, and what the suite needs it for. */
  name: string;
  neededFor: string;
  /** The Debian package that provides it. */
  debianPackage: string;
  /** Where the program is, or undefined when it is missing. */
  locate(env: Environment): string | undefined;
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** A program on PATH, as a shell or `spawn` finds it. */
export function onPath(program: string, env: Environment): string | undefined {
  for (const folder of (env.PATH ?? '').split(path.delimiter)) {
    if (folder && isExecutable(path.join(folder, program))) return path.join(folder, program);
  }
  return undefined;
}

/** The newest PostgreSQL server of Debian's postgresql packages (scripts/ci/postgres.sh starts it). */
function postgresServer(): string | undefined {
  const versions = (() => {
    try {
      return fs.readdirSync('/usr/lib/postgresql');
    } catch {
      return [];
    }
  })();
  return versions
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => `/usr/lib/postgresql/${version}/bin`)
    .find((bin) => ['postgres', 'initdb', 'pg_ctl'].every((program) => isExecutable(path.join(bin, program))));
}

export const systemRequirements: SystemRequirement[] = [
  {
    name: "Chromium's headless shell",
    neededFor: 'the Playwright suite (E2E_CHROMIUM_PATH, default /usr/bin/chromium-headless-shell)',
    debianPackage: 'chromium-headless-shell',
    locate: (env) => {
      const file = e2eChromiumPath(env);
      return isExecutable(file) ? file : undefined;
    },
  },
  {
    name: 'Java',
    neededFor: 'the W3C Nu HTML Checker in e2e/html-checks.spec.ts',
    debianPackage: 'default-jre-headless',
    locate: (env) => onPath('java', env),
  },
  {
    name: 'nginx',
    neededFor: 'e2e/nginx.spec.ts, which runs the portal behind its site file',
    debianPackage: 'nginx',
    locate: () => (isExecutable('/usr/sbin/nginx') ? '/usr/sbin/nginx' : undefined),
  },
  {
    name: 'openssl',
    neededFor: "e2e/nginx.spec.ts's self-signed certificate",
    debianPackage: 'openssl',
    locate: (env) => onPath('openssl', env),
  },
  {
    name: 'PostgreSQL server',
    neededFor: 'the integration tests on PostgreSQL (a throwaway server, unless TEST_DATABASE_URL names one)',
    debianPackage: 'postgresql',
    locate: (env) => (env.TEST_DATABASE_URL ? env.TEST_DATABASE_URL.replace(/\/\/[^@/]*@/, '//') : postgresServer()),
  },
  {
    name: 'systemd-analyze',
    neededFor: 'the unit test that verifies deploy/systemd/klarfall@.service',
    debianPackage: 'systemd',
    locate: (env) => onPath('systemd-analyze', env),
  },
];

/** `npm test`'s exit code when a requirement is missing and cannot be installed here. */
export const missingRequirementsExitCode = 3;

export function missingRequirements(env: Environment, requirements = systemRequirements): SystemRequirement[] {
  return requirements.filter((requirement) => !requirement.locate(env));
}

/** The one command that installs what is missing; `sudo` for anyone but root. */
export function installCommand(missing: SystemRequirement[], isRoot: boolean): string {
  const packages = [...new Set(missing.map((requirement) => requirement.debianPackage))];
  return `${isRoot ? '' : 'sudo '}apt-get install -y ${packages.join(' ')}`;
}

/**
 * Whether the runner may install what is missing itself: as root on Debian (a CI machine or a fresh
 * container), unless TEST_INSTALL_MISSING=0 asks it only to name the command.
 */
export function mayInstall(env: Environment, { isRoot, isDebian, hasAptGet }: { isRoot: boolean; isDebian: boolean; hasAptGet: boolean }): boolean {
  return env.TEST_INSTALL_MISSING !== '0' && isRoot && isDebian && hasAptGet;
}
