/**
 * `npm run admin:create -- --email a@b.c [--name "…"]`: creates an admin on the database the app
 * would use (DATABASE_URL, else PGLITE_DIR, else data/pglite; stop the app first on the embedded
 * one). The password is asked twice on the terminal, without echo; without a terminal it is read
 * from standard input (first line, and the second line as its confirmation). See docs/admin.md.
 */
import { closeDb } from '@/lib/db';
import { errorForLog } from '@/lib/errors/error-for-log';
import { runAdminCreate } from '@/features/staff/server/admin-create';

/** Reads one line from a terminal without echoing it. */
function askOnTerminal(prompt: string): Promise<string> {
  const input = process.stdin;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || char === '\u0004') return finish(new Error('cancelled'));
        if (char === '\u007f' || char === '\b') value = Array.from(value).slice(0, -1).join('');
        else value += char;
      }
    };
    // Raw mode first: anything typed from the prompt on is never echoed.
    input.setEncoding('utf8');
    input.setRawMode(true);
    process.stdout.write(prompt);
    input.resume();
    input.on('data', onData);
  });
}

/** Without a terminal: the lines of standard input, one per question. */
async function pipedAnswers(): Promise<() => string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  let asked = 0;
  // A single line answers both questions.
  return () => lines[asked++] ?? lines[0] ?? '';
}

let code: number;
try {
  const next = process.stdin.isTTY ? null : await pipedAnswers();
  code = await runAdminCreate(process.argv.slice(2), {
    log: (line) => console.log(line),
    error: (line) => console.error(`admin:create: ${line}`),
    askPassword: (prompt) => (next ? Promise.resolve(next()) : askOnTerminal(prompt)),
  });
} catch (error) {
  const lines = errorForLog(error).split('\n');
  console.error(
    `admin:create: ${lines.filter((line) => !line.trim().startsWith('at ')).join(' ')}`,
  );
  code = 1;
}
await closeDb().catch(() => {});
process.exit(code);
