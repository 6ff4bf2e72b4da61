import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const mainFile = fileURLToPath(new URL('./main.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'kamao-main-'));
const children = new Set<ReturnType<typeof spawn>>();
afterAll(() => {
  // A failed assertion must not leave a server running.
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      CAPTCHA_PROVIDER: 'none',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function waitForHealth(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

describe('the server process', () => {
  it('stops at start with one line naming a bad variable', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: 'memory://' });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr.trim()).toBe('Invalid PORT: expected a number (got "eighty")');
  });

  it('serves, seeds the file database once, and shuts down cleanly on SIGTERM', async () => {
    for (const round of [1, 2]) {
      const port = 20_000 + Math.floor(Math.random() * 20_000);
      const server = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
      await waitForHealth(port);
      const login = await fetch(`http://127.0.0.1:${port}/userRoute/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          obj: { email_userName: 'demo', password: 'demo12345', loginRemember_state: false },
        }),
      });
      expect(login.status).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      const logs = server.output().stdout;
      expect(logs).toContain('"msg":"shutting down"');
      // JSON lines: every line parses.
      for (const line of logs.trim().split('\n')) expect(() => JSON.parse(line)).not.toThrow();
      expect(logs.includes('seeded demo data')).toBe(round === 1);
    }
  });
});
