import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { Especificaciones } from '../types';
import { headTerm, listingTerm, specTermsOf } from './spec-terms';

/**
 * The spec words search documents get from model_specs (public.hw_spec_terms, migrations 0017, 0019) are the
 * words the query side names (specTermsOf): on a PostgreSQL server (spec-terms.test.ts) and on the
 * embedded PGlite (spec-terms.pglite.test.ts).
 */
const SPECS: Especificaciones[] = [
  { socket: 'AM4', chipset: 'B550', formato: 'Micro ATX', memoria: 'DDR4', slotsMemoria: 4 },
  { socket: 'LGA1700', memoria: ['DDR4', 'DDR5'], graficosIntegrados: false, tdpW: 65 },
  { formatosPlaca: ['E-ATX', 'ATX', 'Micro ATX', 'Mini-ITX'], fuenteIncluida: true },
  { formatosPlaca: ['Micro ATX', 'Mini-ITX'], fuenteIncluida: false },
  { tipo: 'SSD', interfaz: 'NVMe', formato: 'M.2 2280', capacidadGB: 480 },
  { tipo: 'HDD', formato: '3.5"', capacidadGB: 2000 },
  { chip: 'RTX 5060 Ti', vramGB: 16 },
  { potenciaW: 850, certificacion: '80 Plus Gold', modular: 'full' },
  { tipo: 'liquido', socketsSoportados: ['AM4', 'AM5', 'LGA1700'] },
  {},
];

export function specTermsSuite(open: () => Promise<Db>) {
  describe('spec words and name words of search documents', () => {
    let db: Db;
    beforeAll(async () => {
      db = await open();
    });

    it('splits words a store joins with a slash and writes a Ryzen tier as one word (migration 0020)', async () => {
      const [row] = await queryRows<{ words: string }>(
        db,
        sql`SELECT public.hw_search_text('Mouse AULA SC390 WIRELESS/CABLEADO Gabinete K835 c/Fuente') AS words`,
      );
      expect(row!.words).toContain('WIRELESS CABLEADO');
      expect(row!.words).toContain('Fuente');
      const [tiers] = await queryRows<{ words: string }>(
        db,
        sql`SELECT public.hw_search_text('Notebook Ryzen AI 7 350 / Procesador AMD Ryzen 5 5600') AS words`,
      );
      expect(tiers!.words).toContain('ryzen7');
      expect(tiers!.words).toContain('ryzen5');
    });

    it("leaves a store's campaign label out of a name's words and its kind (migration 0025)", async () => {
      const [row] = await queryRows<{ words: string; head: string; plain: string }>(
        db,
        sql`SELECT public.hw_search_text('MES DEL GAMER Mother MSI B850M GAMING WIFI6E DDR5 AM5') AS words,
                   public.hw_head_term('HOT SALE - Teclado Redragon K552') AS head,
                   public.hw_search_text('Mesa Gamer Black Friday Edition') AS plain`,
      );
      expect(row!.words).toMatch(/^Mother MSI B850M/);
      expect(row!.head).toBe(headTerm('teclado'));
      // Only a label that opens the name: elsewhere the words are the store's.
      expect(row!.plain).toMatch(/^Mesa Gamer Black Friday Edition/);
    });

    it("writes AMD's 'R5' before a processor number and a Roman generation as words too (migration 0021)", async () => {
      const [row] = await queryRows<{ words: string }>(
        db,
        sql`SELECT public.hw_search_text('HP R5-7520 / Lenovo R7_7735HS / TP L16 R5_PRO / Radeon R7 240 / HyperX Cloud III, Aero II, Minor IV') AS words`,
      );
      expect(row!.words).toContain('ryzen5 7520');
      expect(row!.words).toContain('ryzen7_7735HS');
      expect(row!.words).toContain('ryzen5_PRO');
      expect(row!.words).toContain('Radeon R7 240');
      expect(row!.words).toContain('III 3');
      expect(row!.words).toContain('II 2');
      expect(row!.words).toContain('IV 4');
    });

    it("writes what a listing names after 'con' or 'c/' and a Wi-Fi generation glued too (migration 0022)", async () => {
      const [row] = await queryRows<{ words: string }>(
        db,
        sql`SELECT public.hw_search_text('Auricular Logitech H151 con Micrófono c/Dongle / Notebook Acer con Ryzen 7 7730U') AS words`,
      );
      expect(row!.words).toContain('con0microfono');
      expect(row!.words).toContain('con0dongle');
      // The Ryzen tier after 'con' is still read as one word.
      expect(row!.words).toContain('ryzen7');
      const [wifi] = await queryRows<{ words: string }>(
        db,
        sql`SELECT public.hw_search_text('Router WIFI 6 / Placa Wi-Fi 6E / Router WiFi 5 Dual Band 6 Antenas / WiFi 5GHz / Mesh WIFI-7') AS words`,
      );
      expect(wifi!.words).toContain('wifi7');
      expect(wifi!.words).toContain('wifi6 ');
      expect(wifi!.words).toContain('wifi6E');
      expect(wifi!.words).toContain('wifi5 Dual');
      expect(wifi!.words).not.toContain('wifi5GHz');
    });

    it("writes a listing's own bundle, edition and kind words as the query side names them (migration 0022)", async () => {
      const [row] = await queryRows<{ terms: string; none: string; both: string }>(
        db,
        sql`SELECT public.hw_listing_terms('{"dato:paquete": "fuente", "dato:edicion": "nano+plus", "dato:inalambrico": "si", "chip": "x"}'::jsonb) AS terms,
                   public.hw_listing_terms('{"chip": "rtx5060"}'::jsonb) AS none,
                   public.hw_document_spec_terms('{"socket": "AM4"}'::jsonb, '{"dato:edicion": "se"}'::jsonb, 'Procesador AMD') AS both`,
      );
      expect(row!.terms).toBe(
        [
          listingTerm('paquete', 'combo'),
          listingTerm('edicion', 'inalambrico'),
          listingTerm('edicion', 'nano'),
          listingTerm('edicion', 'plus'),
        ].join(' '),
      );
      expect(row!.none).toBe('');
      expect(row!.both).toBe(['hwsocketam4', listingTerm('edicion', 'se'), headTerm('procesador')].join(' '));
      // The kind a name starts with, plural off, as the query side writes a query's first word.
      const names = [
        'Auriculares HyperX Cloud',
        'Mouses LOGITECH M90',
        'Notebook Lenovo',
        'PC Gamer',
        'Micrófono HyperX',
        'UPS Lyonn',
        '3D Printer',
      ];
      const heads = ['auricular', 'mouse', 'notebook', 'pc', 'microfono', 'ups', 'printer'];
      for (const [i, name] of names.entries()) {
        const [head] = await queryRows<{ term: string }>(
          db,
          sql`SELECT public.hw_head_term(${name}) AS term`,
        );
        expect(head!.term, name).toBe(headTerm(heads[i]!));
      }
    });

    it('are written by the database as the query side names them', async () => {
      for (const specs of SPECS) {
        const [row] = await queryRows<{ terms: string }>(
          db,
          sql`SELECT public.hw_spec_terms(${JSON.stringify(specs)}::jsonb) AS terms`,
        );
        expect(row!.terms, JSON.stringify(specs)).toBe(specTermsOf(specs).join(' '));
      }
      expect(specTermsOf(SPECS[3]!).at(-1)).toBe('hwformatomayormicroatx');
      expect(specTermsOf(SPECS[0]!)).toEqual([
        'hwsocketam4',
        'hwchipsetb550',
        'hwmemoriaddr4',
        'hwformatomicroatx',
      ]);
    });
  });
}
