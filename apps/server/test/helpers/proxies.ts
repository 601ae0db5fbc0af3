import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './ports.ts';

const ROOT = resolve(import.meta.dirname, '../../../..');
/** The configurations an operator installs (deploy/): the tests include them as they are. */
export const NGINX_LOCATIONS = join(ROOT, 'deploy/nginx/portal-locations.conf');
export const CADDY_PROXY_OPTIONS = join(ROOT, 'deploy/caddy/portal-proxy.caddy');

export interface RunningProxy {
  url: string;
  port: number;
  /** Where the proxy writes its files (logs). */
  dir: string;
  stop(): Promise<void>;
}

/** Resolves once something accepts connections on the port (the proxy is up); rejects when the child exits first. */
async function accepting(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const isOpen = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        done(true);
      });
      socket.once('error', () => done(false));
    });
    if (isOpen) return;
    // Checked after the connect attempt: by then a failed spawn has reported why.
    if (child.exitCode !== null || child.pid === undefined) {
      throw new Error(`${child.spawnfile} stopped (${child.exitCode ?? 'not started'}):\n${output()}`);
    }
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port}:\n${output()}`);
    // Waiting for another process to bind its port: retry the connect shortly.
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function run(command: string, args: string[], env: Record<string, string>, port: number, dir: string) {
  const child = spawn(command, args, { cwd: dir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.on('error', (error: NodeJS.ErrnoException) => {
    output +=
      error.code === 'ENOENT'
        ? `${command} is not installed: apt-get install -y ${command} (Debian's package; no service needs to run)`
        : error.message;
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await accepting(port, child, () => output);
  const proxy: RunningProxy = {
    url: `http://127.0.0.1:${port}`,
    port,
    dir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return proxy;
}

/**
 * nginx (Debian's package) in front of the given upstream ports, with deploy/nginx/portal-locations.conf included as
 * an operator would: a configuration this test writes, a port it picks, one process in the foreground. `extraHttp`
 * goes into the http block (the scale check logs which process answered).
 */
export async function startNginx(
  upstreamPorts: number[],
  options: { extraHttp?: string; extraServer?: string } = {},
): Promise<RunningProxy> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp));
  const port = await freePort();
  const config = `
daemon off;
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${options.extraHttp ?? ''}
  upstream portal {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    ${options.extraServer ?? ''}
    include ${NGINX_LOCATIONS};
  }
}
`;
  writeFileSync(join(dir, 'nginx.conf'), config);
  return run('nginx', ['-e', join(dir, 'error.log'), '-p', dir, '-c', join(dir, 'nginx.conf')], {}, port, dir);
}

/** Caddy (Debian's package) in front of the given upstream ports, with deploy/caddy/portal-proxy.caddy imported. */
export async function startCaddy(upstreamPorts: number[]): Promise<RunningProxy> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-caddy-'));
  const port = await freePort();
  const config = `{
	admin off
	auto_https off
}
http://127.0.0.1:${port} {
	respond /metrics 404
	reverse_proxy ${upstreamPorts.map((p) => `127.0.0.1:${p}`).join(' ')} {
		import ${CADDY_PROXY_OPTIONS}
	}
}
`;
  writeFileSync(join(dir, 'Caddyfile'), config);
  const env = { XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir, HOME: dir };
  return run('caddy', ['run', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], env, port, dir);
}

/**
 * PgBouncer (Debian's package, 1.18) in transaction mode in front of the PostgreSQL server at `serverUrl`, with
 * `poolSize` server connections per database and user. It refuses to run as root: then it is started as the
 * `postgres` system user (`-u`), which owns its directory.
 */
export async function startPgBouncer(serverUrl: string, options: { poolSize: number }): Promise<RunningProxy> {
  const server = new URL(serverUrl);
  const dir = mkdtempSync(join(tmpdir(), 'portal-pgbouncer-'));
  const port = await freePort();
  const user = decodeURIComponent(server.username || 'postgres');
  writeFileSync(join(dir, 'users.txt'), `"${user}" ""\n`);
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    `[databases]
* = host=${server.hostname} port=${server.port || 5432}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${join(dir, 'users.txt')}
pool_mode = transaction
default_pool_size = ${options.poolSize}
max_client_conn = 200
admin_users = ${user}
logfile = ${join(dir, 'pgbouncer.log')}
`,
  );
  const args = [join(dir, 'pgbouncer.ini')];
  if (userInfo().uid === 0) {
    chmodSync(dir, 0o755);
    const { uid, gid } = systemUser('postgres');
    for (const file of ['', 'users.txt', 'pgbouncer.ini']) chownSync(join(dir, file), uid, gid);
    args.unshift('-u', 'postgres');
  }
  return run('pgbouncer', args, {}, port, dir);
}

function systemUser(name: string): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined) throw new Error(`no system user ${name} to run PgBouncer as`);
  return { uid: Number(uid), gid: Number(gid) };
}

export interface PlainResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP request from a chosen local address (127.0.0.2, 127.0.0.3… are all this machine's loopback): two clients
 * with two addresses behind one proxy, as two owners on two networks would be.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<PlainResponse> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolveResponse, reject) => {
    const req = request(
      url,
      {
        method: options.method ?? 'GET',
        localAddress,
        agent: false,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolveResponse({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
