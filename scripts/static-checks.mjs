// The static checks of `npm test` (lint, knip, typecheck, format check), two at a time: each is
// mostly one process on one core, and CI has two. Each one's output is printed whole when it
// ends, so the log reads as if they had run one after the other; any failure fails the lot.
import { spawn } from 'node:child_process';

const CHECKS = ['lint', 'typecheck', 'format:check', 'knip'];
const AT_ONCE = 2;

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(
        `\n> ${script} (${code === 0 ? 'ok' : `failed, exit ${code}`}, ${seconds} s)\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const queue = [...CHECKS];
const results = await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    let ok = true;
    for (let script = queue.shift(); script; script = queue.shift()) ok = (await run(script)) && ok;
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
