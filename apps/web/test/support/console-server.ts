import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from '../../../../packages/smpp/test/interop/support/ports.js';

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SERVER_MAIN = join(REPO_ROOT, 'apps/server/dist/main.js');
const ADMIN_CLI = join(REPO_ROOT, 'apps/server/dist/cli/admin.js');
const WEB_INDEX = join(REPO_ROOT, 'apps/web/dist/index.html');

export interface ConsoleServer {
  baseUrl: string;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  log: () => string;
  stop: () => Promise<void>;
}

/**
 * The built app (`node apps/server/dist/main.js`) on free loopback ports and a temp DATA_DIR.
 * Every new user gets $1,000 (SIGNUP_CREDIT_USD) so that sends are paid for; `extraEnv` can say
 * otherwise (e.g. a top-up test that starts from $0).
 */
export async function startConsoleServer(
  extraEnv: Record<string, string> = {},
): Promise<ConsoleServer> {
  for (const file of [SERVER_MAIN, WEB_INDEX]) {
    if (!existsSync(file)) {
      throw new Error(
        `${file} is missing: build first (npx tsc -b packages/shared apps/server && npm run build -w apps/web)`,
      );
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'routelab-browser-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SMPP_PORT: String(await freePort()),
    SMPP_HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The browser's own origin: payment providers return it there, with its session cookie.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SIGNUP_CREDIT_USD: '1000',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const child: ChildProcess = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  let healthy = false;
  let stopping = false;
  // A server that dies under a test fails it as a page that never gets its data: say why here.
  child.once('exit', (code, signal) => {
    if (!healthy || stopping) return;
    process.stderr.write(
      `The console server on ${baseUrl} exited (code ${code}, signal ${signal}) before its ` +
        `test stopped it. Its last output:\n${output.slice(-8000)}\n`,
    );
  });

  const stop = async () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${baseUrl}/api/health/`);
      if (response.ok) {
        healthy = true;
        return { baseUrl, dataDir, env, log: () => output, stop };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`The server did not become healthy:\n${output}`);
}

/** `npm run admin -- create-user … --admin` against the test server's data. */
export async function createAdmin(server: ConsoleServer, email: string, password: string) {
  await promisify(execFile)(
    process.execPath,
    [
      ADMIN_CLI,
      'create-user',
      '--email',
      email,
      '--password',
      password,
      '--admin',
      '--first-name',
      'Ada',
    ],
    // No time limit of its own: a loaded machine hashes the password slowly; the test's bounds it.
    { cwd: REPO_ROOT, env: server.env },
  );
}
