import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';
import { listOutbox, readOutbox } from './outbox';

describe('the local outbox (no SMTP_URL)', () => {
  it('keeps each message, newest first, with its unsubscribe headers; refuses ids that are not its own', async () => {
    const dir = path.join(await mkdtemp(path.join(tmpdir(), 'hp-outbox-')), 'outbox');
    const mailer = createMailer({ MAIL_FROM: 'HardPrecios <alertas@hardprecios.test>', OUTBOX_DIR: dir });
    expect(mailer.kind).toBe('outbox');
    await mailer.send({ to: 'a@example.com', subject: 'Uno', text: 'uno', html: '<p>uno</p>' });
    await new Promise((r) => setTimeout(r, 2));
    await mailer.send({
      to: 'b@example.com',
      subject: 'Dos',
      text: 'dos',
      html: '<p>dos</p>',
      unsubscribeUrl: 'https://hardprecios.test/api/alertas/baja?token=x',
    });
    const { total, messages } = await listOutbox(dir, { page: 1, limit: 10 });
    expect(total).toBe(2);
    expect(messages.map((m) => m.subject)).toEqual(['Dos', 'Uno']);
    expect(messages[0]).toMatchObject({
      from: 'HardPrecios <alertas@hardprecios.test>',
      to: 'b@example.com',
      headers: {
        'List-Unsubscribe': '<https://hardprecios.test/api/alertas/baja?token=x>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(await readOutbox(dir, messages[1]!.id)).toMatchObject({ subject: 'Uno', text: 'uno' });
    expect(await readOutbox(dir, '../../etc/passwd')).toBeUndefined();
    expect((await readdir(dir)).every((f) => f.endsWith('.json'))).toBe(true);
  });

  it('an outbox never written to is empty', async () => {
    expect(await listOutbox(path.join(tmpdir(), 'hp-outbox-none'), { page: 1, limit: 10 })).toEqual({
      total: 0,
      messages: [],
    });
  });
});
