import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutgoingMail } from './mail';

/** A message kept in the local outbox (no SMTP server configured), as the back office shows it. */
export interface OutboxMessage extends OutgoingMail {
  id: string;
  from: string;
  sentAt: string;
  headers: Record<string, string>;
}

/** Messages kept; older ones are deleted as new ones arrive. */
const KEEP = 500;
const ID = /^\d{13}-[0-9a-f]{8}$/;

export function isOutboxId(id: string): boolean {
  return ID.test(id);
}

/** Writes a message as `<time>-<random>.json` (write, then rename: a reader never sees half a file). */
export async function keepInOutbox(
  dir: string,
  message: Omit<OutboxMessage, 'id' | 'sentAt'>,
): Promise<string> {
  await mkdir(dir, { recursive: true });
  const id = `${Date.now()}-${randomBytes(4).toString('hex')}`;
  const entry: OutboxMessage = { id, sentAt: new Date().toISOString(), ...message };
  const file = path.join(dir, `${id}.json`);
  await writeFile(`${file}.tmp`, JSON.stringify(entry));
  await rename(`${file}.tmp`, file);
  await prune(dir);
  return id;
}

async function ids(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [] as string[];
    throw err;
  });
  return names
    .filter((n) => n.endsWith('.json'))
    .map((n) => n.slice(0, -'.json'.length))
    .filter(isOutboxId)
    .sort()
    .reverse();
}

async function prune(dir: string): Promise<void> {
  const old = (await ids(dir)).slice(KEEP);
  await Promise.all(old.map((id) => rm(path.join(dir, `${id}.json`), { force: true })));
}

/** Newest first, a page at a time. */
export async function listOutbox(
  dir: string,
  { page, limit }: { page: number; limit: number },
): Promise<{ total: number; messages: OutboxMessage[] }> {
  const all = await ids(dir);
  const wanted = all.slice((page - 1) * limit, page * limit);
  const messages = await Promise.all(wanted.map((id) => readOutbox(dir, id)));
  return { total: all.length, messages: messages.filter((m): m is OutboxMessage => m !== undefined) };
}

export async function readOutbox(dir: string, id: string): Promise<OutboxMessage | undefined> {
  if (!isOutboxId(id)) return undefined;
  try {
    return JSON.parse(await readFile(path.join(dir, `${id}.json`), 'utf8')) as OutboxMessage;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}
