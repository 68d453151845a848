import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmAlert } from '@hardprecios/core/alerts/alert-links';
import { signUpForBuild } from '@hardprecios/core/alerts/alert-signup';
import type { BuildPartes } from '@hardprecios/core/builds/build-parts';
import { queryRows } from '@hardprecios/core/db/raw';
import { createMailer } from '@hardprecios/core/mail/mailer';
import { buildListing, buildStore } from '@hardprecios/core/testing/factories';
import { linkIn, type SmtpInbox } from '@hardprecios/fixtures/smtp/smtp-inbox';
import type { JobHarness } from './testing/job-harness';
import { PUBLIC_URL, startMailingHarness, tokenOf } from './testing/mailing-harness';
import { ScriptedSite } from './testing/scripted-reader';

/*
 * Build alerts ('Avisame si baja' on 'Armá tu PC') end to end on real workers, PostgreSQL, Redis and SMTP:
 * an ingestion run that lowers a build's parts enqueues the alerts of their models, which price each
 * watched build as the builder does and mail once when its total is at or under the target.
 */

const sites = new Map<string, ScriptedSite>();
let h: JobHarness;
let inbox: SmtpInbox;

beforeAll(async () => {
  ({ h, inbox } = await startMailingHarness(sites));
});
afterAll(() => inbox.close());
const settle = () => new Promise((r) => setTimeout(r, 1500));

const catalog = (p: { cpu: number; board: number; ram: number; ramInStock: boolean }) => [
  buildListing(1, { externalId: 'cpu', name: 'Procesador AMD Ryzen 5 5600 AM4', price: p.cpu }),
  buildListing(2, {
    externalId: 'board',
    name: 'Motherboard MSI B550M PRO-VDH WIFI AM4 DDR4',
    price: p.board,
  }),
  buildListing(3, {
    externalId: 'ram',
    name: 'Memoria Kingston Fury Beast DDR4 16GB (2x8GB) 3200MHz',
    price: p.ram,
    inStock: p.ramInStock,
  }),
];

/** Runs the store's catalog update and waits for its run to end and its job to finish. */
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

describe('build alerts', () => {
  it('mail once when the total reaches the target; never over it, never when a part has no offer', async () => {
    const store = await buildStore(h.database.db, { name: 'Compumundo' });
    const site = new ScriptedSite();
    sites.set(new URL(`https://${store.url}`).host, site);
    site.pages = [catalog({ cpu: 150_000, board: 120_000, ram: 60_000, ramInStock: true })];
    await update(store.id);
    const ids = Object.fromEntries(
      (
        await queryRows<{ id: number; external_id: string }>(
          h.database.db,
          sql`SELECT id, external_id FROM products WHERE store_id = ${store.id}`,
        )
      ).map((r) => [r.external_id, Number(r.id)]),
    );

    const mailer = createMailer(h.env);
    const ctx = {
      db: h.database.db,
      mailer,
      site: { publicUrl: PUBLIC_URL, productName: 'HardPrecios' },
      filter: { priceAbove: 100, excludeIds: [] },
    };
    const subscribe = async (email: string, build: BuildPartes, targetPrice: number) => {
      expect(await signUpForBuild(ctx, { email, build, targetPrice, requesterHash: email })).toEqual({
        kind: 'accepted',
      });
      const [confirmation] = await inbox.waitFor((m) => m.to === email);
      expect(
        await confirmAlert(h.database.db, tokenOf(linkIn(confirmation!, `${PUBLIC_URL}/alertas/confirmar`))),
      ).toMatchObject({ kind: 'confirmed' });
    };
    const pc = { cpu: ids.cpu!, motherboard: ids.board! };
    // Today 270,000: one target the drop reaches, one it does not.
    await subscribe('ana@example.com', pc, 250_000);
    await subscribe('beto@example.com', pc, 200_000);
    // Today 210,000; after the run the processor alone would be 130,000, but the memory is out of stock.
    await subscribe('caro@example.com', { cpu: ids.cpu!, ram: ids.ram! }, 200_000);
    mailer.close();
    inbox.clear();

    site.pages = [catalog({ cpu: 130_000, board: 110_000, ram: 55_000, ramInStock: false })];
    const run = await update(store.id);
    const [alert] = await inbox.waitFor((m) => m.subject.startsWith('Bajó el total'));
    expect(alert).toMatchObject({
      to: 'ana@example.com',
      subject: 'Bajó el total de tu PC armada: $ 240.000',
    });
    expect(alert!.text).toContain(
      'El total de tu PC armada (2 partes) bajó a $ 240.000 (antes $ 270.000; tu objetivo: $ 250.000).',
    );
    expect(alert!.text).toContain('Procesador: Procesador AMD Ryzen 5 5600 AM4 — $ 130.000 en Compumundo');
    expect(alert!.text).toContain(
      'Mother: Motherboard MSI B550M PRO-VDH WIFI AM4 DDR4 — $ 110.000 en Compumundo',
    );
    expect(alert!.text).toContain(`${PUBLIC_URL}/armar-pc?cpu=${ids.cpu}&mother=${ids.board}`);
    expect(alert!.headers['list-unsubscribe']).toMatch(/\/api\/alertas\/baja\?token=/);

    // The run's alerts enqueued again, as a retried run would (one job per changed model): nothing more.
    const models = await queryRows<{ model_id: number }>(
      h.database.db,
      sql`SELECT DISTINCT model_id FROM products WHERE store_id = ${store.id}`,
    );
    await h.workers.jobs.enqueueAlerts(
      run.id,
      models.map((m) => Number(m.model_id)),
    );
    await settle();
    expect(inbox.messages.map((m) => m.to)).toEqual(['ana@example.com']);

    // Spent: a further drop says nothing more until the total is back over the target.
    site.pages = [catalog({ cpu: 125_000, board: 110_000, ram: 55_000, ramInStock: false })];
    await update(store.id);
    await settle();
    expect(inbox.messages).toHaveLength(1);
  });
});
