import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Mailer } from './index';

/** A message as written to the outbox: one JSON file per message. */
export type OutboxMessage = {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
};

export function getOutboxDir(): string {
  return process.env.MAIL_OUTBOX_DIR || path.join(process.cwd(), 'data', 'outbox');
}

let sequence = 0;

/** The development/test transport: nothing leaves the machine, and tests can read what was sent. */
export function createOutboxMailer(dir: string): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await mkdir(dir, { recursive: true });
      const createdAt = new Date();
      const id = randomUUID();
      // Zero-padded time, then a counter for messages of the same millisecond: names sort in the
      // order the messages were sent.
      sequence = (sequence + 1) % 1_000_000;
      const stamp = `${String(createdAt.getTime()).padStart(15, '0')}-${String(sequence).padStart(6, '0')}`;
      const name = `${stamp}-${id}.json`;
      const record: OutboxMessage = {
        id,
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        createdAt: createdAt.toISOString(),
      };
      // Written under a temporary name and renamed, so a reader never sees half a message.
      const tmp = path.join(dir, `.${name}.tmp`);
      await writeFile(tmp, JSON.stringify(record, null, 2), 'utf8');
      await rename(tmp, path.join(dir, name));
      console.info(
        `[mail] outbox: "${message.subject}" to ${message.to} -> ${path.join(dir, name)}`,
      );
    },
  };
}

/** Every message in the outbox, oldest first; optionally only those sent to `to`. */
export async function readOutbox(
  options: { dir?: string; to?: string } = {},
): Promise<OutboxMessage[]> {
  const dir = options.dir ?? getOutboxDir();
  let names: string[];
  try {
    // The outbox is a run-time folder: keep it out of the build's file trace.
    names = await readdir(/*turbopackIgnore: true*/ dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((n) => n.endsWith('.json') && !n.startsWith('.')).sort();
  const messages = await Promise.all(
    files.map(
      async (n) =>
        JSON.parse(
          await readFile(path.join(/*turbopackIgnore: true*/ dir, n), 'utf8'),
        ) as OutboxMessage,
    ),
  );
  const to = options.to?.toLowerCase();
  return to ? messages.filter((m) => m.to.toLowerCase() === to) : messages;
}

export async function clearOutbox(dir: string = getOutboxDir()): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}
