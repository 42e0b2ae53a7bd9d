import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installJsonConsole } from '@/lib/log/console';
import { currentRequestId } from '@/lib/log/context';
import { formatLogLine, sanitizeRequestId } from '@/lib/log/format';
import { installRequestContext } from '@/lib/log/requests';
import { isDraining, startDraining } from '@/lib/shutdown/state';

const NOW = new Date('2026-01-02T03:04:05.678Z');
const parse = (line: string) => JSON.parse(line) as Record<string, unknown>;

describe('JSON log lines', () => {
  it('are one object: time, level, msg, the [scope] as a field, the request id', () => {
    const line = formatLogLine('warn', ['[jobs] %s is late', 'mail'], { requestId: 'r-1' }, NOW);
    expect(line).not.toContain('\n');
    expect(parse(line)).toEqual({
      time: '2026-01-02T03:04:05.678Z',
      level: 'warn',
      msg: 'mail is late',
      scope: 'jobs',
      requestId: 'r-1',
    });
  });

  it('turn an Error into bounded fields, without a failed query’s parameters', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const error = new Error('Failed query: select $1\nparams: secret@example.com', { cause });
    const entry = parse(formatLogLine('error', ['[db] query failed', error], {}, NOW));
    expect(entry.msg).toBe('query failed');
    const err = entry.err as Record<string, unknown>;
    expect(err).toMatchObject({ type: 'Error', message: 'Failed query: select $1' });
    expect(err.stack).toMatch(/^at /);
    expect(err.cause).toMatchObject({ message: 'connect ECONNREFUSED', code: 'ECONNREFUSED' });
    expect(JSON.stringify(entry)).not.toContain('secret@example.com');
  });

  it('take a plain object’s fields, never over their own, and survive what JSON cannot hold', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const entry = parse(
      formatLogLine(
        'info',
        ['\u001b[32m✓\u001b[39m Ready', { status: 200, level: 'x', big: 10n }, cyclic],
        {},
        NOW,
      ),
    );
    expect(entry).toMatchObject({ level: 'info', msg: '✓ Ready', status: 200, big: '10' });
    expect(entry['field.level']).toBe('x');
    expect(String(entry.self)).toContain('Circular');
  });

  it('the console writes them when LOG_FORMAT=json, and only then; Node’s warnings too', async () => {
    const { info, warn } = console;
    installJsonConsole({ LOG_FORMAT: 'text' });
    expect(console.info).toBe(info);
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      installJsonConsole({ LOG_FORMAT: 'json', NODE_NO_WARNINGS: '1' });
      console.info('[test] hello', { n: 1 });
      const line = String(out.mock.calls.at(-1)?.[0]);
      expect(line.endsWith('\n')).toBe(true);
      expect(parse(line)).toMatchObject({ level: 'info', scope: 'test', msg: 'hello', n: 1 });

      process.emitWarning('old thing', { type: 'DeprecationWarning', code: 'DEP_TEST' });
      await new Promise((resolve) => setImmediate(resolve));
      // (This test process prints Node's text line as well: it runs without NODE_NO_WARNINGS.)
      const warning = err.mock.calls
        .map(([chunk]) => String(chunk))
        .find((line) => line.startsWith('{') && line.includes('DEP_TEST'));
      expect(parse(warning ?? '{}')).toMatchObject({
        level: 'warn',
        scope: 'node',
        msg: 'DeprecationWarning: old thing',
        code: 'DEP_TEST',
      });
    } finally {
      out.mockRestore();
      err.mockRestore();
      Object.assign(console, { info, warn });
    }
  });
});

describe('request ids', () => {
  it('keep a sane incoming id and refuse anything else', () => {
    expect(sanitizeRequestId('0b8a3c52-7d1e-4f60-9a2b-5c4d3e2f1a09')).toBe(
      '0b8a3c52-7d1e-4f60-9a2b-5c4d3e2f1a09',
    );
    expect(sanitizeRequestId('edge:abc.123@lb_1')).toBe('edge:abc.123@lb_1');
    for (const bad of ['', 'a b', 'a\nb', 'a,b', '<script>', 'x'.repeat(129), ['a'], undefined]) {
      expect(sanitizeRequestId(bad)).toBeNull();
    }
  });

  let server: http.Server;
  let base = '';
  const seen: Array<string | undefined> = [];

  beforeAll(async () => {
    installRequestContext({ accessLog: false });
    server = http.createServer((req, res) => {
      // What the handler sees: the header on the request, and the id in its async context.
      setTimeout(() => {
        seen.push(currentRequestId());
        res.end(String(req.headers['x-request-id']));
      }, 5);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('are kept or made for every request, answered, and carried by its log lines', async () => {
    const kept = await fetch(base, { headers: { 'x-request-id': 'lb-42' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-42');
    expect(await kept.text()).toBe('lb-42');

    const made = await fetch(base, { headers: { 'x-request-id': 'not sane' } });
    const id = made.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await made.text()).toBe(id);
    expect(seen).toEqual(['lb-42', id]);
  });

  it('close the connection of every response once the process drains', async () => {
    expect(isDraining()).toBe(false);
    expect((await fetch(base)).headers.get('connection')).not.toBe('close');
    startDraining();
    expect((await fetch(base)).headers.get('connection')).toBe('close');
  });
});
