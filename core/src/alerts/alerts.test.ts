import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpInbox, linkIn, type SmtpInbox } from '@hardprecios/fixtures/smtp/smtp-inbox';
import { upsertListings } from '../catalog/catalog.repository';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { createMailer, type Mailer } from '../mail/mailer';
import { buildListing, buildStore } from '../testing/factories';
import { DATABASE_ENGINES } from '../testing/engines';
import { confirmAlert, unsubscribeAlert } from './alert-links';
import { sendDueAlerts } from './alert-fanout';
import { MAX_ACTIVE_PER_ADDRESS, signUp, SIGNUPS_PER_CLIENT_PER_HOUR } from './alert-signup';

/*
 * Price-drop alerts on a PostgreSQL server and on PGlite, mail over SMTP to a real server in this process: sign-up,
 * double opt-in, one mail per drop (and none twice), unsubscribe, limits and bad links.
 */

const site = { publicUrl: 'https://hardprecios.test', productName: 'HardPrecios' };
const filter = { priceAbove: 100, excludeIds: [] as number[] };
let db: Db;
let inbox: SmtpInbox;
let mailer: Mailer;
let storeA: number;
let storeB: number;
let n = 0;
const ctx = () => ({ db, mailer, site, filter });

beforeAll(async () => {
  inbox = await startSmtpInbox();
  mailer = createMailer({
    SMTP_URL: inbox.url,
    MAIL_FROM: 'HardPrecios <alertas@hardprecios.test>',
    OUTBOX_DIR: '',
  });
});
afterAll(async () => {
  mailer.close();
  await inbox.close();
});
beforeEach(() => inbox.clear());

/** A product sold by store A at `price` (and by B at `priceB`); returns A's product id and the model. */
async function product(price: number, priceB?: number) {
  n++;
  const listing = (p: number) =>
    buildListing(1000 + n, { name: `Disco SSD Kingston NV3 ${n}TB M.2 NVMe`, price: p });
  await upsertListings(db, storeA, [listing(price)]);
  if (priceB) await upsertListings(db, storeB, [listing(priceB)]);
  const [row] = await queryRows<{ id: number; model_id: number }>(
    db,
    sql`SELECT id, model_id FROM products WHERE store_id = ${storeA} AND external_id = ${`sku-${1000 + n}`}`,
  );
  return { id: Number(row!.id), modelId: Number(row!.model_id), listing };
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

/** Signs up and follows the confirmation link; returns the confirmation mail. */
async function subscribe(email: string, productId: number, targetPrice?: number) {
  expect(await signUp(ctx(), { email, productId, targetPrice, requesterHash: `client-${email}` })).toEqual({
    kind: 'accepted',
  });
  const [mail] = await inbox.waitFor((m) => m.to === email && m.subject.startsWith('Confirmá'));
  expect(
    await confirmAlert(db, tokenOf(linkIn(mail!, `${site.publicUrl}/alertas/confirmar?token=`))),
  ).toMatchObject({
    kind: 'confirmed',
    productId,
  });
  return mail!;
}

describe.each(DATABASE_ENGINES)('alerts on %s', (_engine, open) => {
  beforeAll(async () => {
    db = await open();
    storeA = (await buildStore(db, { name: 'Compumundo' })).id;
    storeB = (await buildStore(db, { name: 'Córdoba Hardware' })).id;
  });

  it('sign-up mails a confirmation; nothing about prices before it is followed', async () => {
    const p = await product(100_000);
    await signUp(ctx(), { email: 'Ana@Example.com ', productId: p.id, requesterHash: 'h1' });
    const [mail] = await inbox.waitFor();
    expect(mail).toMatchObject({
      to: 'ana@example.com',
      from: '"HardPrecios" <alertas@hardprecios.test>',
      subject: `Confirmá tu alerta de precio: Disco SSD Kingston NV3 ${n}TB M.2 NVMe`,
    });
    expect(mail!.text).toContain('Te avisamos cuando baje de $ 100.000.');
    expect(mail!.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/hardprecios\.test\/api\/alertas\/baja\?token=[\w-]{43}>$/,
    );
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // Not confirmed: a drop sends nothing.
    await upsertListings(db, storeA, [p.listing(90_000)]);
    expect(await sendDueAlerts(ctx(), { runId: 1, modelId: p.modelId })).toEqual({ sent: 0, rearmed: 0 });
  });

  it('a lower price mails once; the same run again mails nothing; quiet until the price rises above the target', async () => {
    const p = await product(100_000, 105_000);
    await subscribe('bruno@example.com', p.id);
    inbox.clear();
    await upsertListings(db, storeB, [p.listing(95_000)]);
    expect(await sendDueAlerts(ctx(), { runId: 10, modelId: p.modelId })).toEqual({ sent: 1, rearmed: 0 });
    const [alert] = await inbox.waitFor();
    expect(alert!.subject).toBe(`Bajó de precio: Disco SSD Kingston NV3 ${n}TB M.2 NVMe`);
    expect(alert!.text).toContain('bajó a $ 95.000 en Córdoba Hardware (antes $ 100.000).');
    expect(alert!.text).toMatch(/\/product-detail\/\d+/);
    expect(alert!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The run's job retried, and a later run with a lower price still: no repeat.
    expect(await sendDueAlerts(ctx(), { runId: 10, modelId: p.modelId })).toEqual({ sent: 0, rearmed: 0 });
    await upsertListings(db, storeB, [p.listing(94_000)]);
    expect(await sendDueAlerts(ctx(), { runId: 11, modelId: p.modelId })).toEqual({ sent: 0, rearmed: 0 });
    // Back above 100 000, then down again: one more mail, 'antes' is the price last told.
    await upsertListings(db, storeB, [p.listing(120_000)]);
    expect(await sendDueAlerts(ctx(), { runId: 12, modelId: p.modelId })).toEqual({ sent: 0, rearmed: 1 });
    await upsertListings(db, storeB, [p.listing(93_000)]);
    expect(await sendDueAlerts(ctx(), { runId: 13, modelId: p.modelId })).toEqual({ sent: 1, rearmed: 0 });
    const mails = await inbox.waitFor(() => true, 2);
    expect(mails[1]!.text).toContain('bajó a $ 93.000 en Córdoba Hardware (antes $ 95.000).');
  });

  it('watches the peso best price: a store moving to dollars is no drop, and its dollar offer never a best price', async () => {
    const p = await product(100_000, 105_000);
    await subscribe('dolares@example.com', p.id);
    inbox.clear();
    // 400 is a smaller number, not a lower price: no rate compares it with pesos.
    await upsertListings(db, storeB, [{ ...p.listing(400), currency: 'USD' }]);
    expect(await sendDueAlerts(ctx(), { runId: 30, modelId: p.modelId })).toEqual({ sent: 0, rearmed: 0 });
    // Store A out of stock: only a dollar offer is available, so there is no best price to mail.
    await upsertListings(db, storeA, [{ ...p.listing(100_000), inStock: false }]);
    expect(await sendDueAlerts(ctx(), { runId: 31, modelId: p.modelId })).toEqual({ sent: 0, rearmed: 0 });
    // A real drop in pesos mails as usual.
    await upsertListings(db, storeA, [p.listing(90_000)]);
    expect(await sendDueAlerts(ctx(), { runId: 32, modelId: p.modelId })).toEqual({ sent: 1, rearmed: 0 });
    const [alert] = await inbox.waitFor();
    expect(alert!.text).toContain('bajó a $ 90.000 en Compumundo (antes $ 100.000).');
  });

  it('a target price mails only when it is reached', async () => {
    const p = await product(200_000);
    await subscribe('carla@example.com', p.id, 150_000);
    inbox.clear();
    await upsertListings(db, storeA, [p.listing(160_000)]);
    expect((await sendDueAlerts(ctx(), { runId: 20, modelId: p.modelId })).sent).toBe(0);
    await upsertListings(db, storeA, [p.listing(150_000)]);
    expect((await sendDueAlerts(ctx(), { runId: 21, modelId: p.modelId })).sent).toBe(1);
  });

  it('the unsubscribe link (or its one-click POST) stops the mail; following it again says so', async () => {
    const p = await product(300_000);
    const confirmation = await subscribe('dario@example.com', p.id);
    const token = tokenOf(linkIn(confirmation, `${site.publicUrl}/alertas/baja?token=`));
    expect(await unsubscribeAlert(db, token)).toMatchObject({ kind: 'unsubscribed', productId: p.id });
    expect(await unsubscribeAlert(db, token)).toMatchObject({ kind: 'already_unsubscribed' });
    await upsertListings(db, storeA, [p.listing(200_000)]);
    expect((await sendDueAlerts(ctx(), { runId: 30, modelId: p.modelId })).sent).toBe(0);
  });

  it('refuses forged, malformed, reused and expired links', async () => {
    const p = await product(400_000);
    const forged = 'A'.repeat(43);
    expect(await confirmAlert(db, forged)).toEqual({ kind: 'invalid' });
    expect(await confirmAlert(db, '../../etc/passwd')).toEqual({ kind: 'invalid' });
    expect(await unsubscribeAlert(db, forged)).toEqual({ kind: 'invalid' });
    const mail = await subscribe('elena@example.com', p.id);
    const confirm = tokenOf(linkIn(mail, `${site.publicUrl}/alertas/confirmar?token=`));
    expect(await confirmAlert(db, confirm)).toEqual({ kind: 'used' });
    // A confirmation link is good for 48 hours.
    await signUp(ctx(), { email: 'fede@example.com', productId: p.id, requesterHash: 'h-fede' });
    const [late] = await inbox.waitFor((m) => m.to === 'fede@example.com');
    const lateToken = tokenOf(linkIn(late!, `${site.publicUrl}/alertas/confirmar?token=`));
    expect(await confirmAlert(db, lateToken, new Date(Date.now() + 49 * 3_600_000))).toEqual({
      kind: 'expired',
    });
  });

  it('answers the same whether or not the address is subscribed; only its owner learns which', async () => {
    const p = await product(500_000);
    await subscribe('gabi@example.com', p.id);
    inbox.clear();
    expect(
      await signUp(ctx(), { email: 'gabi@example.com', productId: p.id, requesterHash: 'other' }),
    ).toEqual({
      kind: 'accepted',
    });
    const [mail] = await inbox.waitFor();
    expect(mail!.subject).toMatch(/^Tu alerta de precio ya está activa/);
  });

  it('limits sign-ups per client, mails per address, and active alerts per address', async () => {
    const p = await product(600_000);
    for (let i = 0; i < SIGNUPS_PER_CLIENT_PER_HOUR; i++)
      await signUp(ctx(), { email: `h${i}@example.com`, productId: p.id, requesterHash: 'busy-client' });
    expect(
      await signUp(ctx(), { email: 'h99@example.com', productId: p.id, requesterHash: 'busy-client' }),
    ).toEqual({
      kind: 'too_many_requests',
    });

    // Six requests for one address within the hour: five mails, the sixth quietly dropped.
    inbox.clear();
    for (let i = 0; i < 6; i++)
      expect(
        await signUp(ctx(), { email: 'ivan@example.com', productId: p.id, requesterHash: `c${i}` }),
      ).toEqual({
        kind: 'accepted',
      });
    await inbox.waitFor(() => true, 5);
    await new Promise((r) => setTimeout(r, 300));
    expect(inbox.messages).toHaveLength(5);

    // 20 active alerts: the 21st gets a mail saying so instead of a confirmation.
    const owner = 'julia@example.com';
    for (let i = 0; i < MAX_ACTIVE_PER_ADDRESS; i++) {
      const other = await product(700_000 + i);
      await db.execute(sql`INSERT INTO alert_subscriptions (email, product_id, target_price, target_given,
                             reference_price, requester_hash, status) VALUES (${owner}, ${other.id}, 1, false, 1, 'seed', 'active')`);
    }
    inbox.clear();
    await signUp(ctx(), { email: owner, productId: p.id, requesterHash: 'julia' });
    const [limit] = await inbox.waitFor();
    expect(limit!.subject).toMatch(/^No pudimos crear tu alerta de precio/);
    expect(limit!.text).toContain('ya tenés 20 alertas activas');
  });

  it('refuses a target at or over the best price, and an unknown product', async () => {
    const p = await product(800_000, 790_000);
    expect(
      await signUp(ctx(), {
        email: 'k@example.com',
        productId: p.id,
        targetPrice: 790_000,
        requesterHash: 'k',
      }),
    ).toEqual({ kind: 'target_not_below', best: 790_000 });
    expect(await signUp(ctx(), { email: 'k@example.com', productId: 999_999, requesterHash: 'k' })).toEqual({
      kind: 'unknown_product',
      productId: 999_999,
    });
  });

  it('a mail the SMTP server refuses is not counted as sent: the retry sends it, once', async () => {
    const p = await product(900_000);
    await subscribe('lucia@example.com', p.id);
    inbox.clear();
    await upsertListings(db, storeA, [p.listing(850_000)]);
    inbox.failing = true;
    await expect(sendDueAlerts(ctx(), { runId: 40, modelId: p.modelId })).rejects.toThrow();
    inbox.failing = false;
    expect(await sendDueAlerts(ctx(), { runId: 40, modelId: p.modelId })).toEqual({ sent: 1, rearmed: 0 });
    expect(await sendDueAlerts(ctx(), { runId: 40, modelId: p.modelId })).toEqual({ sent: 0, rearmed: 0 });
    expect(await inbox.waitFor()).toHaveLength(1);
  });
});
