import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { constants, gzipSync } from 'node:zlib';
import { partnerFrameAncestors } from '../src/config/framing';
import { bankSearch } from '../src/contracts/banks';
import { routeIds, routes, isEmbeddableRoute } from '../src/routes';
import { uploadBodyLimits } from '../src/server/routes/documents/upload-request';

/**
 * `npm run nginx:config -- [options]`: renders deploy/nginx/klarfall.conf.template into a site file for
 * nginx, for the current build (run it after `npm run build`; see README, "Running in production").
 *
 *   --server-name portal.example        the public host name (default: APP_URL's host)
 *   --upstream 127.0.0.1:3000           an instance of the portal; repeat for several (default: 127.0.0.1:PORT)
 *   --certificate /etc/…/fullchain.pem  TLS certificate and key
 *   --certificate-key /etc/…/privkey.pem
 *   --http-port 80 --https-port 443
 *   --out /etc/nginx/conf.d/klarfall.conf   (default: standard output)
 *
 * The security headers of the pages nginx serves are the portal's own (src/config/security-headers.js),
 * with FRAME_ANCESTORS from the environment as the portal reads it at run time. It also writes a
 * gzipped copy beside each page, data file and asset of the build (nginx's gzip_static serves them),
 * so that nginx compresses nothing per request.
 */
export interface NginxSite {
  serverName: string;
  upstreams: string[];
  certificate: string;
  certificateKey: string;
  httpPort: number;
  httpsPort: number;
  /** The checkout with the build (`.next`, or NEXT_DIST_DIR) and `public/`. */
  appDir: string;
  /** FRAME_ANCESTORS as the portal reads it. */
  frameAncestors?: string;
}

const templateFile = path.join(__dirname, '..', 'deploy', 'nginx', 'klarfall.conf.template');

/** The route table's embeddable pages as nginx map keys: exact paths, and patterns for `[param]` segments. */
function embeddablePathKeys(): string[] {
  return routeIds.filter(isEmbeddableRoute).flatMap((id) =>
    (['de', 'en'] as const).map((language) => {
      const pattern = routes[id][language];
      if (!pattern.includes('[')) return pattern;
      const regex = pattern
        .split('/')
        .map((segment) => (/^\[\w+\]$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|\\]/g, '\\$&')))
        .join('/');
      return `~^${regex}$`;
    }),
  );
}

/** The portal's security headers as add_header lines, with frame-ancestors from the map above. */
function securityHeaderLines(): string {
  // The production policy, whatever environment renders it ('unsafe-eval' is for the development server only).
  const environment = process.env as Record<string, string | undefined>;
  const mode = environment.NODE_ENV;
  environment.NODE_ENV = 'production';
  // Required here, after NODE_ENV is set: it reads it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { securityHeaders } = require('../src/config/security-headers') as typeof import('../src/config/security-headers');
  const placeholder = 'FRAME_ANCESTORS_FROM_MAP';
  const headers = securityHeaders(placeholder);
  environment.NODE_ENV = mode;
  const lines = headers.map(({ key, value }) => `        add_header ${key} "${value.replace(placeholder, '$klarfall_frame_ancestors')}" always;`);
  lines.push('        add_header X-Frame-Options $klarfall_x_frame_options always;');
  return lines.join('\n');
}

const compressible = /\.(html|json|js|css|svg|txt|xml)$/;

function* filesBelow(folder: string): Generator<string> {
  if (!fs.existsSync(folder)) return;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesBelow(file);
    else if (compressible.test(entry.name)) yield file;
  }
}

/** Writes `<file>.gz` (best compression) beside every page, data file and text asset nginx serves from disk. */
export function precompressBuild(appDir: string): number {
  const distDir = path.resolve(appDir, process.env.NEXT_DIST_DIR || '.next');
  let written = 0;
  for (const folder of [path.join(distDir, 'server', 'pages'), path.join(distDir, 'static'), path.join(appDir, 'public')]) {
    for (const file of filesBelow(folder)) {
      const compressed = `${file}.gz`;
      if (fs.existsSync(compressed) && fs.statSync(compressed).mtimeMs >= fs.statSync(file).mtimeMs) continue;
      fs.writeFileSync(compressed, gzipSync(fs.readFileSync(file), { level: constants.Z_BEST_COMPRESSION }));
      written += 1;
    }
  }
  return written;
}

export function renderNginxConfig(site: NginxSite): string {
  const distDir = path.resolve(site.appDir, process.env.NEXT_DIST_DIR || '.next');
  const buildId = fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  const partners = partnerFrameAncestors(site.frameAncestors);
  const values: Record<string, string> = {
    build_id: buildId,
    upstreams: site.upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=5s;`).join('\n'),
    frame_ancestors: embeddablePathKeys()
      .map((key) => `    ${key.startsWith('~') ? `"${key}"` : key} "${partners}";`)
      .join('\n'),
    server_name: site.serverName,
    http_port: String(site.httpPort),
    https_port: String(site.httpsPort),
    https_port_suffix: site.httpsPort === 443 ? '' : `:${site.httpsPort}`,
    certificate: site.certificate,
    certificate_key: site.certificateKey,
    dist_dir: distDir,
    app_dir: path.resolve(site.appDir),
    security_headers: securityHeaderLines(),
    // The backend's one path outside /api, from its contract.
    bank_search_path: bankSearch.path,
    // A megabyte above the upload routes' own limit (src/server/documents/upload-request.ts), so that the
    // portal refuses a file too large in its own translated words, and nginx only what is far beyond.
    upload_max_body: String(uploadBodyLimits().maxBytes + 1024 * 1024),
  };
  return fs.readFileSync(templateFile, 'utf8').replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`deploy/nginx/klarfall.conf.template: unknown placeholder {{${name}}}`);
    return values[name];
  });
}

function main() {
  const { values } = parseArgs({
    options: {
      'server-name': { type: 'string' },
      upstream: { type: 'string', multiple: true },
      certificate: { type: 'string', default: '/etc/ssl/certs/klarfall.pem' },
      'certificate-key': { type: 'string', default: '/etc/ssl/private/klarfall.key' },
      'http-port': { type: 'string', default: '80' },
      'https-port': { type: 'string', default: '443' },
      out: { type: 'string' },
    },
  });
  const config = renderNginxConfig({
    serverName: values['server-name'] ?? new URL(process.env.APP_URL || 'http://localhost').hostname,
    upstreams: values.upstream ?? [`127.0.0.1:${process.env.PORT || 3000}`],
    certificate: values.certificate,
    certificateKey: values['certificate-key'],
    httpPort: Number(values['http-port']),
    httpsPort: Number(values['https-port']),
    appDir: process.cwd(),
    frameAncestors: process.env.FRAME_ANCESTORS,
  });
  const compressed = precompressBuild(process.cwd());
  if (values.out) fs.writeFileSync(values.out, config);
  else process.stdout.write(config);
  console.error(`nginx:config: site file for build ${/for build (\S+):/.exec(config)?.[1]}; ${compressed} files gzipped for gzip_static`);
}

if (require.main === module) {
  try {
    main();
  } catch (error) {
    console.error(`nginx:config: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
