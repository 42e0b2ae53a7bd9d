// What the load benches (saved-search-fanout.ts, realtime-cluster.ts) share about the processes
// they start and measure: free ports, stopping a child, and CPU and memory read from /proc (Linux).
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Stops a child: its own clean stop first, SIGKILL if it has not exited in time. */
export async function stopChild(
  child: ChildProcess,
  politely: () => void,
  ms = 10_000,
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  politely();
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  await exited(child);
  clearTimeout(timer);
}

const TICK_MS = 1000 / (Number(process.env.CLK_TCK) || 100);

/** CPU time a process has used, in ms (utime + stime, in clock ticks). */
export function cpuOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** The whole machine's busy and total CPU time so far, in ms (/proc/stat, every core). */
export function machineCpu(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: (total - idle) * TICK_MS, total: total * TICK_MS };
}

/** Resident memory of a process, in bytes. */
export function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return Number(line?.[1] ?? 0) * 1024;
}
