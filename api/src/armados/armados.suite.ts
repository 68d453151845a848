import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { upsertListings } from '@hardprecios/core/catalog/catalog.repository';
import type { Db } from '@hardprecios/core/db/client';
import { queryRows } from '@hardprecios/core/db/raw';
import { correctModelSpec } from '@hardprecios/core/models/specs/spec-corrections';
import { buildListing, buildStore } from '@hardprecios/core/testing/factories';
import { listOutbox } from '@hardprecios/core/mail/outbox';
import { SIGN_UP_MESSAGE } from '../alerts/alerts.service';

export interface Caller {
  db: Db;
  /** Where the app keeps its mail (no SMTP server in these tests). */
  outbox: string;
  /** POST to another path than /api/armados/verificar. */
  path?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer is asserted field by field
  post(body: unknown, path?: string): Promise<{ status: number; body: Record<string, any> }>;
  written(): void;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer is asserted field by field
  get(path: string): Promise<{ status: number; body: Record<string, any> }>;
}

/** Real listing names at three stores (one sells in dollars). */
const CPU = 'Procesador AMD Ryzen 5 5600 AM4';
const CPU_AM5 = 'Procesador AMD Ryzen 7 7800X3D AM5';
const BOARD = 'Motherboard MSI B550M PRO-VDH WIFI AM4 DDR4';
const RAM = 'Memoria Kingston Fury Beast DDR4 16GB (2x8GB) 3200MHz';
const RAM_DDR5 = 'Memoria Corsair DDR5 32GB (2x16GB) 6400MHz Vengeance CL36';
const GPU = 'Placa de Video MSI GeForce RTX 4060 Ventus 2X 8GB';
/** A board two stores describe differently: 2 memory slots at one, 4 at the other. */
const BOARD_H610 = 'Motherboard Asrock H610M-HVS LGA1700 DDR4';
const slots = (n: number) => `<ul><li><strong>Memoria:</strong> DDR4, ${n} slots</li></ul>`;
/** No single part: its model has no specs. */
const COMBO = 'Combo Actualización AMD Ryzen 5 5600 + Mother A520M';

/** The contract of POST /api/armados/verificar, on whichever database `start` gives. */
export function armadosSuite(start: () => Promise<Caller>) {
  let t: Caller;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await start();
    const norte = (await buildStore(t.db, { name: 'Tienda Norte' })).id;
    const sur = (await buildStore(t.db, { name: 'Tienda Sur' })).id;
    const dolar = (await buildStore(t.db, { name: 'Tienda Dólar' })).id;
    await upsertListings(t.db, norte, [
      buildListing(1, { externalId: 'n-cpu', name: CPU, price: 150_000 }),
      buildListing(2, { externalId: 'n-board', name: BOARD, price: 120_000 }),
      buildListing(3, { externalId: 'n-ram', name: RAM, price: 60_000.5 }),
      buildListing(4, { externalId: 'n-am5', name: CPU_AM5, price: 600_000 }),
      buildListing(9, { externalId: 'n-combo', name: COMBO, price: 250_000 }),
      buildListing(10, { externalId: 'n-h610', name: BOARD_H610, price: 90_000, description: slots(2) }),
    ]);
    await upsertListings(t.db, sur, [
      buildListing(5, { externalId: 's-cpu', name: CPU, price: 140_000 }),
      buildListing(6, { externalId: 's-board', name: BOARD, price: 125_000 }),
      buildListing(7, { externalId: 's-ddr5', name: RAM_DDR5, price: 110_000 }),
      buildListing(11, { externalId: 's-h610', name: BOARD_H610, price: 95_000, description: slots(4) }),
    ]);
    await upsertListings(t.db, dolar, [
      buildListing(8, { externalId: 'd-gpu', name: GPU, price: 300, currency: 'USD' }),
    ]);
    t.written();
    const rows = await queryRows<{ id: number; external_id: string }>(
      t.db,
      sql`SELECT id, external_id FROM products WHERE external_id LIKE '_-%'`,
    );
    for (const r of rows) ids[r.external_id] = Number(r.id);
  });

  const ok = async (partes: Record<string, unknown>) => {
    const { status, body } = await t.post({ partes });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data;
  };

  describe('POST /api/armados/verificar', () => {
    it("prices each part at its model's best available offer and finds the cheapest single store", async () => {
      const data = await ok({ cpu: ids['n-cpu'], motherboard: ids['n-board'], ram: ids['n-ram'] });
      expect(data.partes).toEqual([
        expect.objectContaining({
          parte: 'cpu',
          productoId: ids['s-cpu'],
          precio: 140_000,
          moneda: 'ARS',
          tienda: 'Tienda Sur',
          disponible: true,
          tiendas: 2,
        }),
        expect.objectContaining({
          parte: 'motherboard',
          productoId: ids['n-board'],
          precio: 120_000,
          tienda: 'Tienda Norte',
        }),
        expect.objectContaining({ parte: 'ram', productoId: ids['n-ram'], precio: 60_000.5, cantidad: 1 }),
      ]);
      expect(data.partes[0]).toHaveProperty('modeloId');
      expect(data.total).toEqual({ precio: 320_000.5, moneda: 'ARS' });
      // Only Norte has all three: 150,000 + 120,000 + 60,000.50.
      expect(data.unaTienda).toEqual({
        tiendaId: expect.any(Number),
        nombreTienda: 'Tienda Norte',
        total: 330_000.5,
      });
      expect(data.verificaciones).toContainEqual({
        regla: 'socket',
        estado: 'ok',
        mensaje: 'El procesador y la mother usan el mismo socket: AM4.',
      });
      // The board's model links to its OpenDB entry: 4 slots, as its product page shows.
      expect(data.verificaciones).toContainEqual({
        regla: 'modulos',
        estado: 'ok',
        mensaje: '2 módulos de memoria en 4 ranuras de la mother.',
      });
      // The Ryzen 5 5600 has no integrated graphics and no graphics card is chosen.
      expect(data.verificaciones).toContainEqual(
        expect.objectContaining({ regla: 'video', estado: 'incompatible' }),
      );
      expect(data.compatible).toBe(false);
    });

    it('flags an AM5 processor on an AM4 board with its sentence; two kits count twice', async () => {
      const data = await ok({
        cpu: ids['n-am5'],
        motherboard: ids['s-board'],
        ram: ids['n-ram'],
        ramCantidad: 2,
      });
      expect(data.compatible).toBe(false);
      expect(data.verificaciones).toContainEqual({
        regla: 'socket',
        estado: 'incompatible',
        mensaje: 'El procesador es AM5 y la mother es AM4: el socket no coincide.',
      });
      expect(data.partes[2]).toMatchObject({ parte: 'ram', cantidad: 2 });
      expect(data.total.precio).toBe(600_000 + 120_000 + 2 * 60_000.5);
    });

    it('keeps dollar offers apart, never summed with pesos', async () => {
      const data = await ok({ cpu: ids['s-cpu'], gpu: ids['d-gpu'] });
      expect(data.partes[1]).toMatchObject({
        parte: 'gpu',
        precio: 300,
        moneda: 'USD',
        tienda: 'Tienda Dólar',
      });
      expect(data.total).toEqual({ precio: 140_000, moneda: 'ARS' });
      expect(data.totalDolares).toEqual({ precio: 300, moneda: 'USD' });
      expect(data.unaTienda).toBeNull();
      expect(data.verificaciones).toContainEqual(expect.objectContaining({ regla: 'video', estado: 'ok' }));
    });

    it('with no single store, names the fewest stores that cover the build and their total', async () => {
      const data = await ok({ cpu: ids['n-am5'], ram: ids['s-ddr5'] });
      expect(data.unaTienda).toBeNull();
      expect(data.pocasTiendas.tiendas.map((x: { nombreTienda: string }) => x.nombreTienda).sort()).toEqual([
        'Tienda Norte',
        'Tienda Sur',
      ]);
      expect(data.pocasTiendas).toMatchObject({
        total: 710_000,
      });
    });

    it("reads a part's specs from its model: the values the product page shows", async () => {
      const page = async (id: number) => {
        const res = await t.get(`/api/products/${id}`);
        expect(res.status).toBe(200);
        return res.body.data;
      };
      const board = await page(ids['s-board']!);
      const ram = await page(ids['n-ram']!);
      const data = await ok({ motherboard: ids['s-board'], ram: ids['n-ram'] });
      expect(data.verificaciones).toEqual(
        expect.arrayContaining([
          {
            regla: 'memoria',
            estado: 'ok',
            mensaje: `La memoria es ${ram.especificaciones.tipo}, como la que acepta la mother.`,
          },
          {
            regla: 'modulos',
            estado: 'ok',
            mensaje: `${ram.especificaciones.modulos} módulos de memoria en ${board.especificaciones.slotsMemoria} ranuras de la mother.`,
          },
        ]),
      );
      expect(board.especificaciones).toMatchObject({ memoria: 'DDR4', slotsMemoria: 4 });

      // Two stores disagree on the H610 board's slots: its page shows none, and the builder, asked with
      // either store's listing, says it could not verify rather than take one store's word.
      expect((await page(ids['n-h610']!)).especificaciones).not.toHaveProperty('slotsMemoria');
      for (const id of [ids['n-h610'], ids['s-h610']]) {
        const h610 = await ok({ motherboard: id, ram: ids['n-ram'] });
        expect(h610.verificaciones).toContainEqual(
          expect.objectContaining({ regla: 'modulos', estado: 'sin-datos' }),
        );
      }
    });

    it("follows an operator's correction of a model's spec, as the product page does", async () => {
      const [row] = await queryRows<{ model_id: number }>(
        t.db,
        sql`SELECT model_id FROM products WHERE id = ${ids['n-am5']!}`,
      );
      const modelId = row!.model_id;
      const before = await ok({ cpu: ids['n-am5'], motherboard: ids['n-board'] });
      expect(before.verificaciones[0]).toMatchObject({ regla: 'socket', estado: 'incompatible' });
      // The operator finds the socket wrong (as if a store had mislabelled it) and corrects it to AM4.
      await correctModelSpec(t.db, {
        modelId: Number(modelId),
        key: 'socket',
        value: 'AM4',
        decidedBy: 'op@x',
      });
      const after = await ok({ cpu: ids['n-am5'], motherboard: ids['n-board'] });
      expect(after.verificaciones[0]).toEqual({
        regla: 'socket',
        estado: 'ok',
        mensaje: 'El procesador y la mother usan el mismo socket: AM4.',
      });
      expect((await t.get(`/api/products/${ids['n-am5']!}`)).body.data).toMatchObject({
        especificaciones: { socket: 'AM4' },
        fuentes: { socket: 'operador' },
      });
      // Back as it was, for the tests after this one.
      await correctModelSpec(t.db, {
        modelId: Number(modelId),
        key: 'socket',
        value: 'AM5',
        decidedBy: 'op@x',
      });
    });

    it('never guesses a part whose model has no specs: its checks cannot be verified', async () => {
      const data = await ok({ cpu: ids['n-combo'], motherboard: ids['n-board'] });
      expect(data.verificaciones[0]).toEqual({
        regla: 'socket',
        estado: 'sin-datos',
        mensaje: expect.stringMatching(/^No pudimos verificar: falta/),
      });
      expect(data.compatible).toBeNull();
    });

    it('answers an empty build with no checks and a zero total', async () => {
      const data = await ok({});
      expect(data).toMatchObject({
        compatible: true,
        verificaciones: [],
        partes: [],
        total: { precio: 0, moneda: 'ARS' },
      });
    });

    it('answers 404 for an unknown id', async () => {
      const { status, body } = await t.post({ partes: { cpu: 999_999 } });
      expect(status).toBe(404);
      expect(body.message).toBe('No existe el producto 999999');
    });

    it.each([
      [{}, 'partes'],
      [{ partes: { cpu: 'x' } }, 'partes.cpu'],
      [{ partes: { gabinete: 1 } }, 'partes'],
      [{ partes: { storage: 3 } }, 'partes.storage'],
      [{ partes: { ramCantidad: 0 } }, 'partes.ramCantidad'],
    ])('answers 400 in Spanish for %j', async (body, parameter) => {
      const res = await t.post(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(parameter === 'partes' ? 'partes' : `'${parameter}'`);
      expect(res.body.message).toMatch(/inválid/);
    });

    it('answers 400 when a part is not of its slot', async () => {
      const res = await t.post({ partes: { cpu: ids['n-board'] } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`El producto ${ids['n-board']} no es un procesador`);
    });
    it("tells the picker which candidates fit the chosen parts, with each mismatch's sentence", async () => {
      const res = await t.post(
        { partes: { motherboard: ids['n-board'] }, parte: 'cpu', ids: [ids['n-cpu'], ids['n-am5']] },
        '/api/armados/candidatos',
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([
        {
          productoId: ids['n-cpu'],
          compatible: true,
          incompatibilidades: [],
        },
        {
          productoId: ids['n-am5'],
          compatible: false,
          incompatibilidades: ['El procesador es AM5 y la mother es AM4: el socket no coincide.'],
        },
      ]);
    });

    it('keeps what is not a part of the slot out of the default list', async () => {
      const res = await t.post(
        { partes: {}, parte: 'cpu', ids: [ids['n-board']] },
        '/api/armados/candidatos',
      );
      expect(res.body.data).toEqual([
        {
          productoId: ids['n-board'],
          compatible: false,
          incompatibilidades: ['No lo reconocemos como un procesador para armar una PC.'],
        },
      ]);
    });
  });

  describe("POST /api/alertas/armado ('Avisame si baja' on the build's total)", () => {
    const mailTo = async (to: string) => {
      const { messages } = await listOutbox(t.outbox, { page: 1, limit: 100 });
      return messages.find((m) => m.to === to);
    };
    const tokenIn = (text: string, page: string) => /[?&]token=([\w-]+)/.exec(text.split(page)[1] ?? '')![1]!;

    it.each([
      [
        { email: 'no-es-un-correo', partes: { cpu: 1 }, precioObjetivo: 1000 },
        'email',
        'el correo no es válido',
      ],
      [{ email: 'a@example.com', partes: {}, precioObjetivo: 1000 }, 'partes', 'elegí al menos una parte'],
      [{ email: 'a@example.com', partes: { cpu: 1 } }, 'precioObjetivo', 'indicá el total objetivo'],
      [
        { email: 'a@example.com', partes: { cpu: 1 }, precioObjetivo: '1000' },
        'precioObjetivo',
        'debe ser un número',
      ],
      [
        { email: 'a@example.com', partes: { cpu: 1 }, precioObjetivo: -5 },
        'precioObjetivo',
        'tiene que ser mayor a 0',
      ],
      [
        { email: 'a@example.com', partes: { cpu: 'x' }, precioObjetivo: 1000 },
        'partes.cpu',
        'debe ser el id',
      ],
    ])('refuses %j in Spanish', async (json, parameter, message) => {
      const { status, body } = await t.post(json, '/api/alertas/armado');
      expect(status).toBe(400);
      expect(body).toMatchObject({ error: 'bad_request', parameter });
      expect(body.message).toContain(message);
    });

    it("refuses a target at or over today's total, and an unknown part", async () => {
      const partes = { cpu: ids['n-cpu'], motherboard: ids['n-board'], ram: ids['n-ram'] };
      expect(
        await t.post({ email: 'b@example.com', partes, precioObjetivo: 330_000 }, '/api/alertas/armado'),
      ).toEqual({
        status: 400,
        body: {
          error: 'bad_request',
          parameter: 'precioObjetivo',
          message: 'El total objetivo tiene que ser menor que el total de hoy ($ 320.000).',
        },
      });
      expect(
        await t.post(
          { email: 'b@example.com', partes: { cpu: 999_999 }, precioObjetivo: 1000 },
          '/api/alertas/armado',
        ),
      ).toEqual({ status: 404, body: { error: 'not_found', message: 'No existe el producto 999999' } });
    });

    it('stores the build and the target, mails the confirmation; its links activate and end the alert', async () => {
      const partes = { cpu: ids['n-cpu'], motherboard: ids['n-board'], ram: ids['n-ram'], ramCantidad: 2 };
      const sent = await t.post(
        { email: 'Arma@Example.com', partes, precioObjetivo: 350_000 },
        '/api/alertas/armado',
      );
      expect(sent).toEqual({ status: 202, body: { message: SIGN_UP_MESSAGE } });
      const [row] = await queryRows<{ build: unknown; target_price: string; product_id: number | null }>(
        t.db,
        sql`SELECT build, target_price, product_id FROM alert_subscriptions WHERE email = 'arma@example.com'`,
      );
      expect(row).toEqual({ build: partes, target_price: '350000.00', product_id: null });

      const mail = await mailTo('arma@example.com');
      expect(mail?.subject).toBe('Confirmá tu alerta de precio: Tu PC armada (3 partes)');
      expect(mail?.text).toContain(
        'Pediste que te avisemos si baja el total de tu PC armada (3 partes). Te avisamos cuando cueste $ 350.000 o menos.',
      );
      const confirmed = await t.post(
        { token: tokenIn(mail!.text, '/alertas/confirmar') },
        '/api/alertas/confirmar',
      );
      const path = `/armar-pc?cpu=${ids['n-cpu']}&mother=${ids['n-board']}&ram=${ids['n-ram']}&ramx=2`;
      expect(confirmed).toEqual({
        status: 200,
        body: {
          data: { armado: path, nombre: 'Tu PC armada (3 partes)' },
          message: 'Listo: tu alerta quedó activa. Te vamos a escribir cuando baje el precio.',
        },
      });
      expect(await t.post({ token: tokenIn(mail!.text, '/alertas/baja') }, '/api/alertas/baja')).toEqual({
        status: 200,
        body: {
          data: { armado: path, nombre: 'Tu PC armada (3 partes)' },
          message: 'Listo: no vas a recibir más avisos de esta PC armada.',
        },
      });
    });
  });
}
