import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Helpers for specs that start their own production server (`next start`) with other settings. */

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type Started = { url: string; child: ChildProcess; output: () => string; stop: () => void };

/** A production server on a fresh embedded database, with only the variables given (plus PATH). */
export async function startServer(
  env: Record<string, string | undefined>,
  // A port chosen beforehand, when the environment must name it (APP_URL).
  options: { port?: number } = {},
): Promise<Started> {
  const port = options.port ?? (await freePort());
  const url = `http://localhost:${port}`;
  const data = mkdtempSync(path.join(tmpdir(), 'fursa-e2e-'));
  const child = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(port)],
    {
      detached: true,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        PGLITE_DIR: path.join(data, 'pglite'),
        MAIL_OUTBOX_DIR: path.join(data, 'outbox'),
        FILES_DIR: path.join(data, 'files'),
        REALTIME_DISABLED: 'true',
        SEED_DEMO: 'false',
        // Production refuses to start without it (check-env.ts); a spec may name another.
        APP_URL: url,
        ...env,
      } as NodeJS.ProcessEnv,
    },
  );
  // Its embedded database is about 45 MB: gone with the server, or every run would leave a dozen.
  child.once('exit', () => rmSync(data, { recursive: true, force: true }));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  return { url, child, output: () => output, stop };
}

/** Resolves with the exit code, or null if the process is still running after `ms`. */
export function exitWithin(child: ChildProcess, ms: number): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code ?? 1);
    });
  });
}

export async function waitForHealth(url: string, ms = 60_000): Promise<number> {
  const until = Date.now() + ms;
  let status = 0;
  while (Date.now() < until) {
    try {
      status = (await fetch(`${url}/api/health`)).status;
      if (status === 200) return status;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return status;
}

/** A TCP relay we can cut and restore: the app's database "goes away" and comes back. */
export function tcpRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const open = (port: number) =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  return { open, cut };
}

/**
 * A database of its own on the machine's PostgreSQL (`base` names the server), or null when there
 * is none: the caller skips. `drop` removes it, connections and all.
 */
export async function scratchDatabase(
  base: string,
  prefix: string,
): Promise<{ url: URL; drop: () => Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: base });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const drop = async () => {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  };
  return { url, drop };
}
