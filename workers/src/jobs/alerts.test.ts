import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeAlert, confirmAlert } from '@hardprecios/core/alerts/alert-links';
import { signUp } from '@hardprecios/core/alerts/alert-signup';
import { queryRows } from '@hardprecios/core/db/raw';
import { createMailer } from '@hardprecios/core/mail/mailer';
import { buildListing, buildStore } from '@hardprecios/core/testing/factories';
import { linkIn, type SmtpInbox } from '@hardprecios/fixtures/smtp/smtp-inbox';
import { FetchError } from '../http/errors';
import type { JobHarness } from './testing/job-harness';
import { PUBLIC_URL, startMailingHarness, tokenOf } from './testing/mailing-harness';
import { ScriptedSite } from './testing/scripted-reader';

/*
 * Alerts end to end on real workers, PostgreSQL, Redis and SMTP: an ingestion run that lowers a watched
 * product's price enqueues its alerts job, which mails once; the run retried mails nothing more.
 */

const sites = new Map<string, ScriptedSite>();
let h: JobHarness;
let inbox: SmtpInbox;

beforeAll(async () => {
  ({ h, inbox } = await startMailingHarness(sites));
});
afterAll(() => inbox.close());
const monitor = (price: number) =>
  buildListing(1, { name: 'Monitor LG UltraGear 27GR75Q 27 QHD 165Hz', price });

/**
 * Runs the store's catalog update and waits for its run to end and its job to finish (the run row is
 * done a moment before BullMQ completes the job; an update enqueued in between would join that job).
 */
async function update(storeId: number) {
  const before = (await h.runs(storeId)).length;
  const { joined } = await h.workers.jobs.enqueueCatalogUpdate(storeId, 'manual');
  expect(joined).toBe(false);
  return h.until(async () => {
    const runs = await h.runs(storeId);
    const run = runs.length > before ? runs.at(-1) : undefined;
    return run?.status === 'done' && (await h.catalogJobIdle(storeId)) && run;
  });
}

/** No more mail for a moment (jobs that would send have had their time). */
const settle = () => new Promise((r) => setTimeout(r, 1500));

describe('alerts job', () => {
  it('a run that lowers the price mails once; retried, it mails nothing more; after unsubscribing, nothing', async () => {
    const store = await buildStore(h.database.db, { name: 'Compumundo' });
    const site = new ScriptedSite();
    sites.set(new URL(`https://${store.url}`).host, site);
    site.pages = [[monitor(500_000)]];
    await update(store.id);
    const [product] = await queryRows<{ id: number }>(
      h.database.db,
      sql`SELECT id FROM products WHERE store_id = ${store.id}`,
    );

    const mailer = createMailer(h.env);
    const ctx = {
      db: h.database.db,
      mailer,
      site: { publicUrl: PUBLIC_URL, productName: 'HardPrecios' },
      filter: { priceAbove: 100, excludeIds: [] },
    };
    await signUp(ctx, { email: 'ana@example.com', productId: product!.id, requesterHash: 'ana' });
    mailer.close();
    const [confirmation] = await inbox.waitFor();
    expect(
      await confirmAlert(h.database.db, tokenOf(linkIn(confirmation!, `${PUBLIC_URL}/alertas/confirmar`))),
    ).toMatchObject({
      kind: 'confirmed',
    });
    inbox.clear();

    // The store lowers the price; the first attempt fails after writing it, the retry finishes the run.
    site.pages = [
      [monitor(450_000)],
      { failOnce: new FetchError('socket hang up', 'https://t/p2', undefined, true) },
    ];
    const run = await update(store.id);
    const [alert] = await inbox.waitFor((m) => m.subject.startsWith('Bajó de precio'));
    expect(alert).toMatchObject({ to: 'ana@example.com' });
    expect(alert!.text).toContain('bajó a $ 450.000 en Compumundo (antes $ 500.000).');
    expect(alert!.text).toContain(`${PUBLIC_URL}/product-detail/${product!.id}`);
    expect(site.attempts).toBe(3); // the first run, then two attempts of the second

    // The run's alerts enqueued again, as a retried run would: nothing more is sent.
    const [row] = await queryRows<{ model_id: number }>(
      h.database.db,
      sql`SELECT model_id FROM products WHERE id = ${product!.id}`,
    );
    await h.workers.jobs.enqueueAlerts(run.id, [Number(row!.model_id)]);
    await settle();
    expect(inbox.messages).toHaveLength(1);

    // Unsubscribed: the price goes back up and down again, and no mail comes.
    expect(
      await unsubscribeAlert(h.database.db, tokenOf(linkIn(alert!, `${PUBLIC_URL}/alertas/baja`))),
    ).toMatchObject({
      kind: 'unsubscribed',
    });
    site.pages = [[monitor(520_000)]];
    await update(store.id);
    site.pages = [[monitor(400_000)]];
    await update(store.id);
    await settle();
    expect(inbox.messages).toHaveLength(1);
  });

  it('the daily price statistics job summarizes every model', async () => {
    const job = await h.workers.jobs.queue('price-stats').add('price-stats', { trigger: 'manual' });
    const done = await h.until(() => h.events.find((e) => e.jobId === job.id && e.type === 'completed'));
    const [count] = await queryRows<{ n: number }>(h.database.db, sql`SELECT count(*)::int AS n FROM models`);
    expect(done.data).toEqual({ models: count!.n });
  });
});
