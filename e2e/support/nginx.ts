import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type NginxSite, precompressBuild, renderNginxConfig } from '../../scripts/nginx-config';

/**
 * A throwaway nginx from Debian (`apt-get install -y nginx`) with the portal's site file, on the given
 * ports, with a self-signed certificate for localhost: for e2e/nginx.spec.ts and the nginx bench.
 * It runs with Debian's main configuration's settings, in a folder of its own, and logs for each request
 * whether the portal answered it (`$upstream_addr`) or nginx served it from disk.
 */
export interface ThrowawayNginx {
  httpsUrl: string;
  httpUrl: string;
  /** Access log lines, `<request> <status> upstream=<address or ->`. */
  accessLog(): string[];
  stop(): Promise<void>;
}

const nginxBinary = '/usr/sbin/nginx';
const root = path.resolve(__dirname, '..', '..');

function selfSignedCertificate(folder: string) {
  const certificate = path.join(folder, 'localhost.crt');
  const certificateKey = path.join(folder, 'localhost.key');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-keyout', certificateKey, '-out', certificate], {
    stdio: 'ignore',
  });
  return { certificate, certificateKey };
}

/** Debian's nginx.conf, reduced to what matters here, with every path inside `folder`. */
function mainConfig(folder: string, site: string, { quiet }: { quiet: boolean }) {
  return `
# Workers run as the user who starts nginx (ignored with a notice when that is not root).
user ${os.userInfo().username};
worker_processes auto;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  gzip on;
  client_body_temp_path ${folder}/client_body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  log_format portal '$request $status upstream=$upstream_addr';
  access_log ${quiet ? 'off' : `${folder}/access.log portal`};
  include ${site};
}
`;
}

/**
 * The plainest static file server for the same pages, for the bench's yardstick: prerendered pages and
 * assets from the build and their gzipped copies, same TLS, no headers, no proxy.
 */
function minimalSite(site: NginxSite) {
  const distDir = path.resolve(site.appDir, process.env.NEXT_DIST_DIR || '.next');
  return `
server {
  listen ${site.httpsPort} ssl http2;
  server_name localhost;
  ssl_certificate ${site.certificate};
  ssl_certificate_key ${site.certificateKey};
  ssl_protocols TLSv1.2 TLSv1.3;
  gzip_static on;
  location ^~ /_next/static/ { alias ${distDir}/static/; }
  location = / { root ${distDir}/server/pages; try_files /index.html =404; }
  location / { root ${distDir}/server/pages; try_files $uri.html =404; }
}
`;
}

async function waitForPort(port: number, nginx: ChildProcess, folder: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${fs.readFileSync(path.join(folder, 'error.log'), 'utf8')}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startNginx({
  httpPort,
  httpsPort,
  upstreams,
  minimal = false,
  quiet = false,
  frameAncestors,
}: {
  httpPort: number;
  httpsPort: number;
  upstreams: string[];
  /** The yardstick: plain static files instead of the portal's site file. */
  minimal?: boolean;
  /** No access log (benches). */
  quiet?: boolean;
  /** The portal's FRAME_ANCESTORS. */
  frameAncestors?: string;
}): Promise<ThrowawayNginx> {
  if (!fs.existsSync(nginxBinary)) throw new Error('nginx is not installed (apt-get install -y nginx; .ci/run does it)');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
  const site: NginxSite = {
    serverName: 'localhost',
    upstreams,
    ...selfSignedCertificate(folder),
    httpPort,
    httpsPort,
    appDir: root,
    frameAncestors,
  };
  if (!minimal) precompressBuild(root);
  const siteFile = path.join(folder, 'site.conf');
  fs.writeFileSync(siteFile, minimal ? minimalSite(site) : renderNginxConfig(site));
  const configFile = path.join(folder, 'nginx.conf');
  fs.writeFileSync(configFile, mainConfig(folder, siteFile, { quiet }));
  // The configuration test first: its message is clearer than a failed start.
  execFileSync(nginxBinary, ['-t', '-q', '-p', folder, '-c', configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  const nginx = spawn(nginxBinary, ['-p', folder, '-c', configFile, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForPort(httpsPort, nginx, folder);
  return {
    httpsUrl: `https://localhost:${httpsPort}`,
    httpUrl: `http://localhost:${httpPort}`,
    accessLog: () => {
      const file = path.join(folder, 'access.log');
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n') : [];
    },
    stop: async () => {
      if (nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx.once('exit', resolve));
        nginx.kill('SIGQUIT');
        await exited;
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
