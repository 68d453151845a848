import { describe, expect, it } from 'vitest';
import { modelCodesOf } from '../../models/model-code';
import { parseQuery, queryWords } from '../../search/query-text';
import {
  accessoryWords,
  extraWords,
  unaskedEditionWords,
  letteredGenerationWords,
  unaskedSwitchWords,
  canonicalQuery,
  chipVariantWords,
  defaultSpecs,
  hardwareTermAt,
  queryPartType,
} from './read-query';

/** The alternatives of the term a query's hardware word starts (query strings as shoppers type them). */
const termOf = (query: string, at = 0) => hardwareTermAt(queryWords(query), at);
const alternativesOf = (query: string, at = 0) => termOf(query, at)?.alternatives ?? [];

describe('the part a query asks for', () => {
  it.each([
    ['mother b550', 'motherboard'],
    ['mother lga 1700', 'motherboard'],
    ['placa de vídeo', 'gpu'],
    ['rtx 5060', 'gpu'],
    ['nvidia 5060', 'gpu'],
    ['ryzen 5', 'cpu'],
    ['gabinete atx', 'case'],
    ['gabinete con fuente', 'case'],
    ['ssd kingston 480', 'storage'],
    ['memoria notebook ddr4', 'ram'],
    ['fuente modular 850w', 'psu'],
    ['cooler am4', 'cooler'],
  ])('%s → %s', (query, part) => {
    expect(queryPartType(queryWords(query))).toBe(part);
  });

  it.each([
    'kit teclado y mouse',
    'notebook ryzen 7',
    'mouse inalambrico',
    'auriculares inalambricos',
    'silla gamer',
  ])('%s asks for no single part', (query) => {
    expect(queryPartType(queryWords(query))).toBeUndefined();
  });
});

describe("what ranks below the thing asked: a chip's look-alikes, kits, accessories", () => {
  it("names the chip's suffixed look-alikes the query does not ask for", () => {
    expect(chipVariantWords(queryWords('pc rtx 5060'))).toEqual([
      ['5060', 'ti'],
      ['5060ti'],
      ['5060', 'super'],
      ['5060super'],
    ]);
    expect(chipVariantWords(queryWords('nvidia 4060'))).toContainEqual(['4060', 'ti']);
    expect(chipVariantWords(queryWords('pc rx 7600'))).toContainEqual(['7600', 'xt']);
    expect(chipVariantWords(queryWords('notebook ryzen 5 7535'))).toContainEqual(['7535hs']);
    expect(chipVariantWords(queryWords('pc i5 12400'))).toContainEqual(['12400f']);
    for (const asked of ['pc rtx 5060 ti', 'rtx 5060ti', 'rx 7600 xt', 'ryzen 5 5600x', 'monitor 27 1440'])
      expect(chipVariantWords(queryWords(asked)), asked).toEqual([]);
  });

  it('puts kits and accessories below a thing asked by name, unless the query asks for them', () => {
    expect(accessoryWords(undefined, queryWords('redragon k552'))).toEqual([
      'para',
      'kit',
      'combo',
      'hwpaquetecombo',
    ]);
    expect(accessoryWords(undefined, queryWords('kit redragon k552'))).toEqual(['para']);
    // A part asked ranks by its type; a bundle of it (a card + PSU combo, a case with its supply) still ranks
    // below it, unless the query asks for the bundle.
    expect(accessoryWords('cpu', queryWords('procesador ryzen 5 5600'))).toEqual(['hwpaquetecombo']);
    expect(accessoryWords('case', queryWords('gabinete con fuente'))).toEqual([]);
  });

  it("ranks what comes 'con' the thing asked first below it, and a model's unasked editions below it", () => {
    expect(extraWords(queryWords('microfono usb'))).toEqual(['con0microfono']);
    // What follows the thing asked may come 'con' it ('Notebook … con Ryzen 7').
    expect(extraWords(queryWords('notebook ryzen 7'))).toEqual(['con0notebook']);
    expect(extraWords(queryWords('gabinete con fuente'))).toEqual([]);
    const unasked = unaskedEditionWords(undefined, queryWords('archer t3u'));
    expect(unasked).toContain('hwedicionnano');
    expect(unasked).toContain('hwedicioninalambrico');
    // Feature editions are left open: a K552 is sold with RGB.
    expect(unasked).not.toContain('hwedicionrgb');
    expect(unaskedEditionWords(undefined, queryWords('archer t3u nano'))).not.toContain('hwedicionnano');
    expect(unaskedEditionWords(undefined, queryWords('mouse logitech g305 inalambrico'))).not.toContain(
      'hwedicioninalambrico',
    );
    // A socket or chipset is a spec, no model.
    expect(unaskedEditionWords('motherboard', queryWords('mother 1700 ddr4'))).toEqual([]);
    // A line and its generation name a model; a standard's, a kind's or a chip tier's number does not.
    expect(unaskedEditionWords(undefined, queryWords('hyperx cloud 3'))).toContain('hwedicioninalambrico');
    expect(unaskedEditionWords(undefined, queryWords('hyperx cloud iii'))).toContain('hwedicionse');
    for (const query of ['ryzen 5', 'ssd gen 4', 'pendrive usb 3', 'monitor 24', 'mouse logitech 2'])
      expect(unaskedEditionWords(queryPartType(queryWords(query)), queryWords(query)), query).toEqual([]);
  });

  it('ranks a magnetic-switch keyboard below the model a query names, unless the query asks for one', () => {
    expect(unaskedSwitchWords(undefined, queryWords('redragon k552'))).toEqual(
      expect.arrayContaining(['magnetico', 'hall effect']),
    );
    expect(unaskedSwitchWords(undefined, queryWords('redragon k552 magnético'))).toEqual([]);
    expect(unaskedSwitchWords(undefined, queryWords('teclado hall effect apex pro'))).toEqual([]);
    // No model named: every keyboard is what was asked.
    expect(unaskedSwitchWords(undefined, queryWords('teclado mecanico'))).toEqual([]);
  });

  it("ranks a line's generation with a letter glued to it below the generation asked ('superlight 2' is no 2c)", () => {
    const lettered = letteredGenerationWords(undefined, queryWords('logitech superlight 2'));
    expect(lettered).toContain('2c');
    expect(lettered).toHaveLength(26);
    // A roman generation, a model code or a chip tier has none.
    for (const query of ['hyperx cloud iii', 'archer t3u', 'ryzen 5', 'monitor 24'])
      expect(letteredGenerationWords(queryPartType(queryWords(query)), queryWords(query)), query).toEqual([]);
  });

  it("reads a computer's 'RAM' after its size as no word a listing must have, and a bag as a notebook's", () => {
    expect(queryWords('notebook 32gb ram')).toEqual(['notebook', '32gb']);
    expect(queryWords('memoria 32gb ram')).toEqual(['memoria', '32gb', 'ram']);
    expect(queryWords('mochila para notebook')).toEqual(['mochila']);
    expect(queryWords('funda para notebook')).toEqual(['funda', 'para', 'notebook']);
  });

  it("takes a maker's code with its colour letter for the same model ('K552W' is the white K552)", () => {
    expect(hardwareTermAt(['k552'], 0)?.alternatives).toContainEqual(['k552w']);
    expect(hardwareTermAt(['gxt258'], 0)?.alternatives).toContainEqual(['gxt258w']);
    for (const chip of ['rtx4060', 'lga1700', 'ddr5', 'rx550'])
      expect(hardwareTermAt([chip], 0)?.alternatives ?? []).not.toContainEqual([`${chip}w`]);
  });

  it("reads AMD's 'R5' as a Ryzen 5", () => {
    expect(canonicalQuery(queryWords('r5 8500g'))).toBe('ryzen 5 8500g');
    expect(queryPartType(queryWords('r5 8500g'))).toBe('cpu');
    expect(queryPartType(queryWords('notebook r5'))).toBeUndefined();
    expect(hardwareTermAt(['r7'], 0)?.alternatives).toEqual([['r7'], ['ryzen7']]);
  });
});

describe('hardware words however written', () => {
  it("reads 'gabinete micro atx' as a case whose largest format is Micro ATX (an ATX case takes Micro ATX too)", () => {
    expect(alternativesOf('gabinete micro atx', 1)).toContainEqual(['hwformatomayormicroatx']);
    expect(alternativesOf('gabinete micro atx', 1)).not.toContainEqual(['hwformatosplacamicroatx']);
    expect(alternativesOf('gabinete atx', 1)).toContainEqual(['hwformatosplacaatx']);
  });

  it("reads a maker's name as its platform for the part asked (stores name the socket or line)", () => {
    // 'Mother Gigabyte B840M DS3H AM5', 'Placa de Video ASUS Dual Radeon RX 7600' name no 'AMD'
    expect(alternativesOf('mother amd', 1)).toEqual(
      expect.arrayContaining([['amd'], ['am4'], ['am5'], ['hwsocketam5']]),
    );
    expect(alternativesOf('placa de video amd', 3)).toEqual([['amd'], ['radeon'], ['rx']]);
    expect(alternativesOf('mother intel', 1)).toEqual(
      expect.arrayContaining([['lga1700'], ['hwsocketlga1700']]),
    );
    expect(alternativesOf('placa de video nvidia', 3)).toEqual([['nvidia'], ['geforce'], ['rtx'], ['gtx']]);
    // No part asked: the maker's word as typed (its products of every kind).
    expect(termOf('amd')).toBeUndefined();
    expect(termOf('notebook amd', 1)).toBeUndefined();
  });

  it("reads an 80 Plus grade however written ('80+ Gold', '80 PLUS Gold', '80Plus Gold'), with its spec word", () => {
    for (const query of ['fuente 80 plus gold', 'fuente 80plus oro'])
      expect(alternativesOf(query, 1), query).toEqual([
        ['80', 'gold'],
        ['80', 'oro'],
        ['hwcertificacion80plusgold'],
        ['cybenetics', 'gold'],
        ['cybenetics', 'oro'],
        ['hwcertificacioncybeneticsgold'],
      ]);
    // The grade asked ranks above Cybenetics' grade of the same metal.
    expect(termOf('fuente 80 plus gold', 1)!.specs).toEqual([
      ['80', 'gold'],
      ['80', 'oro'],
      ['hwcertificacion80plusgold'],
    ]);
    expect(termOf('fuente 80 plus', 1)).toMatchObject({ length: 2, alternatives: [['80']] });
  });

  it("reads '27 pulgadas' as the size stores write 27\" (the inch mark is no word)", () => {
    expect(alternativesOf('monitor 27 pulgadas', 1)).toContainEqual(['27']);
    expect(termOf('monitor 23.8 pulgadas', 1)).toMatchObject({ length: 2, alternatives: [['23.8']] });
  });

  it('reads a whole screen size as its class (23.8" and 24.5" are 24" monitors), before any memory size', () => {
    const sizes = alternativesOf('monitor 24 pulgadas', 1);
    for (const written of [['24'], ['23.8'], ['24.5'], ['23', '8']]) expect(sizes).toContainEqual(written);
    expect(sizes).not.toContainEqual(['hwcapacidadgb24']);
    // A bare size is a screen size only when a monitor is asked.
    expect(alternativesOf('monitor 27 144hz', 1)).toContainEqual(['26.5']);
    expect(alternativesOf('memoria 24', 1)).toContainEqual(['hwcapacidadgb24']);
  });

  it("reads a Ryzen tier as the one word the index writes ('notebook ryzen 7' is not a Yoga 7 with a Ryzen 5)", () => {
    expect(termOf('notebook ryzen 7', 1)).toEqual({ length: 2, alternatives: [['ryzen7']], specs: [] });
    expect(termOf('ryzen 5600')).toBeUndefined();
  });

  it("reads 'm2' and 'm.2' alike (stores write both: 'M.2 NVMe', 'M2 2280')", () => {
    for (const query of ['ssd m2', 'ssd m.2']) {
      expect(alternativesOf(query, 1)).toContainEqual(['m.2']);
      expect(alternativesOf(query, 1)).toContainEqual(['m2']);
      expect(alternativesOf(query, 1)).toContainEqual(['hwformatom22280']);
    }
  });

  it("reads an M.2 length asked of a drive as the form read from its name, not as a code's digits or a capacity", () => {
    // The word itself is no alternative: 'PNY CS2230' (an M.2 2280 drive) holds the digits 2230.
    expect(termOf('ssd m.2 2230', 2)).toEqual({
      length: 1,
      alternatives: [['hwformatom22230']],
      specs: [['hwformatom22230']],
      replacesWord: true,
    });
    // 2280 is no drive size of 2,280 GB.
    expect(alternativesOf('ssd m2 2280', 2)).toEqual([['hwformatom22280']]);
    expect(alternativesOf('nvme 2242 1tb', 1)).toEqual([['hwformatom22242']]);
    // Without a drive word the number is only a number.
    expect(termOf('2230')).toBeUndefined();
  });

  it("reads a network cable's category however stores write it, shortened too ('C5E'), never as a power connector", () => {
    expect(alternativesOf('cable cat6', 1)).toEqual([['cat6'], ['cat', '6'], ['c6'], ['c6e']]);
    expect(alternativesOf('cable cat 5e', 1)).toEqual([['cat', '5e'], ['cat5e'], ['c5e']]);
    // IEC C5 and C7 are power connectors.
    expect(alternativesOf('cable cat7', 1)).toEqual([['cat7'], ['cat', '7']]);
  });

  it("reads a count of ports in words or glued to its letter ('8P')", () => {
    expect(termOf('switch 8 puertos', 1)).toMatchObject({ length: 2 });
    expect(alternativesOf('switch 8 puertos', 1)).toEqual(expect.arrayContaining([['8', 'port'], ['8p']]));
    expect(alternativesOf('hub 4 bocas', 1)).toEqual(expect.arrayContaining([['4', 'puertos'], ['4p']]));
  });

  it("reads 'sfx' as a small-form PSU by its words or its spec (SFX-L too), 'sfx-l' as that only", () => {
    expect(alternativesOf('fuente sfx', 1)).toEqual([['sfx'], ['hwformatosfx'], ['hwformatosfxl']]);
    expect(alternativesOf('fuente sfx-l', 1)).toEqual([['sfx', 'l'], ['sfxl'], ['hwformatosfxl']]);
  });

  it('finds wireless as stores write it, one way (compragamer, maximus, hardcorecomputacion_com_ar)', () => {
    // 'Mouse Logitech G PRO X Superlight 2 Lightspeed', 'Auricular Gamer Redragon H610 Vibecore BT',
    // 'AULA SC380 PRO NEGRO MOUSE tri-mode', 'Mouse Trust Ybar GXT931 Wireless/Bt'
    for (const query of ['mouse inalambrico', 'wireless mouse', 'auriculares inalambricos']) {
      const at = queryWords(query).findIndex((w) => /^(?:inal|wireless)/.test(w));
      for (const written of [
        ['lightspeed'],
        ['bt'],
        ['bluetooth'],
        ['tri', 'mode'],
        ['wireless'],
        ['inalambrico'],
      ])
        expect(alternativesOf(query, at), query).toContainEqual(written);
    }
    // 'bluetooth' asks for that, as stores also write it ('Parlantes Genius SP-925BT - BT'), not any wireless.
    expect(termOf('mouse bluetooth', 1)?.alternatives).toEqual([['bluetooth'], ['bt']]);
  });

  it('finds a mechanical keyboard by its switches (armytech_com_ar, compragamer, maximus)', () => {
    // 'Teclado Royal Kludge Rkr75 Phantom Switch Brown 75%', 'Teclado OptoMecanico Razer Huntsman V3 X',
    // 'Teclado Magnetico Redragon K673 Ucal 75% Switch Hall Effect'
    for (const written of [['switch'], ['optomecanico'], ['magnetico'], ['hall', 'effect'], ['mechanical']])
      expect(alternativesOf('teclado mecánico', 1)).toContainEqual(written);
  });

  it("reads 'kit teclado y mouse' as met by a listing naming both items (maximus, mexx)", () => {
    // 'Teclado y Mouse Logitech MK250 Inalámbrico Black', 'Teclado y Mouse Logitech MK235 Inalámbrico Graphite'
    expect(alternativesOf('kit teclado y mouse')).toEqual([['kit'], ['combo'], ['teclado', 'mouse']]);
    expect(alternativesOf('combo teclado mouse')).toEqual([['kit'], ['combo'], ['teclado', 'mouse']]);
    // Not a kit of two items: the word stays required.
    expect(termOf('kit fuente')).toBeUndefined();
    expect(termOf('kit ryzen 5')).toBeUndefined();
  });

  it("reads 'con fuente' as a case sold with its PSU, not the word 's/Fuente' cases carry too", () => {
    for (const query of ['gabinete con fuente', 'gabinete c/ fuente', 'gabinete c/fuente'])
      expect(termOf(query, 1), query).toEqual({
        length: 2,
        alternatives: [['hwfuenteincluidatrue']],
        specs: [['hwfuenteincluidatrue']],
      });
    expect(termOf('fuente 650w')).toBeUndefined();
  });

  it('finds coolers made for AM5 when AM4 is asked (same mounting), not AM5 boards', () => {
    expect(alternativesOf('am4')).toContainEqual(['hwsocketssoportadosam5']);
    expect(alternativesOf('am4')).not.toContainEqual(['hwsocketam5']);
    expect(alternativesOf('am5')).not.toContainEqual(['hwsocketssoportadosam4']);
  });

  it('reads a socket written four ways as one, with its spec word', () => {
    const ways = ['lga 1700', 'lga1700', 's1700', 'socket 1700'].map(
      (q) => new Set(alternativesOf(q).map((a) => a.join(' '))),
    );
    for (const way of ways) {
      expect(way).toContain('hwsocketlga1700');
      for (const written of ['lga1700', 'lga 1700', 's1700', 'socket 1700']) expect(way).toContain(written);
    }
    expect(termOf('socket 1700')?.length).toBe(2);
    expect(alternativesOf('am5')).toContainEqual(['hwsocketam5']);
    // A number that is no Intel socket is no socket.
    expect(alternativesOf('socket 1234')).toEqual([]);
  });

  it('reads a chipset with its board-size letter: b550 finds B550M boards; b550m is a B550 board, Micro ATX', () => {
    expect(alternativesOf('b550')).toEqual([['b550'], ['b550m'], ['hwchipsetb550']]);
    expect(alternativesOf('b550m')).toEqual([['b550m'], ['hwchipsetb550', 'hwformatomicroatx']]);
    expect(alternativesOf('z790')).toContainEqual(['z790m']);
    // Not a chipset: no board-size letter added.
    expect(alternativesOf('b123')).not.toContainEqual(['b123m']);
  });

  it('reads D4/D5 as DDR4/DDR5', () => {
    expect(alternativesOf('d5')).toEqual(
      expect.arrayContaining([['ddr5'], ['hwtipoddr5'], ['hwmemoriaddr5']]),
    );
    expect(alternativesOf('ddr4')).toEqual(expect.arrayContaining([['d4'], ['hwtipoddr4']]));
  });

  it('reads 1tb as 1000gb and keeps 480, 500 and 512 apart', () => {
    const tb = alternativesOf('1tb');
    const gb = alternativesOf('1000gb');
    expect(tb).toEqual(expect.arrayContaining([['1000gb'], ['hwcapacidadgb1000'], ['1024gb']]));
    // Written either way, the same sizes are matched.
    expect(new Set(gb.map((a) => a.join(' ')))).toEqual(
      new Set([...tb.map((a) => a.join(' ')).filter((a) => a !== '1tb'), '1000gb', '1tb']),
    );
    const [a, b, c] = ['480', '500', '512'].map((q) => alternativesOf(`ssd ${q}`, 1).flat());
    expect(a).toEqual(['480', 'hwcapacidadgb480']);
    expect(b).toEqual(['500', 'hwcapacidadgb500']);
    expect(c).toEqual(['512', 'hwcapacidadgb512']);
    // A chip's number is no size.
    expect(alternativesOf('4060')).toEqual([]);
  });

  it('reads a GPU named by its maker as the line stores write: nvidia 5060 = rtx 5060, suffixes kept', () => {
    expect(canonicalQuery(queryWords('nvidia 5060'))).toBe('rtx 5060');
    expect(modelCodesOf(canonicalQuery(queryWords('nvidia 5060')))).toEqual(modelCodesOf('rtx 5060'));
    expect(modelCodesOf(canonicalQuery(queryWords('geforce 5060 ti')))).toEqual(modelCodesOf('rtx 5060 ti'));
    expect(modelCodesOf(canonicalQuery(queryWords('nvidia 5060')))).not.toEqual(modelCodesOf('rtx 5060 ti'));
    expect(canonicalQuery(queryWords('geforce 1650 super'))).toBe('gtx 1650 super');
    expect(canonicalQuery(queryWords('radeon 9060 xt'))).toBe('rx 9060 xt');
    expect(alternativesOf('nvidia 5060')).toEqual([['nvidia'], ['geforce'], ['rtx']]);
  });

  it('reads a format word as the board format, and as a case that takes ATX boards only for ATX', () => {
    expect(alternativesOf('atx')).toEqual([['atx'], ['hwformatoatx'], ['hwformatosplacaatx']]);
    const micro = alternativesOf('micro atx');
    expect(micro).toEqual(expect.arrayContaining([['matx'], ['microatx'], ['hwformatomicroatx']]));
    // Every ATX case takes Micro ATX boards too: that says nothing of a case's size.
    expect(micro.flat()).not.toContain('hwformatosplacamicroatx');
  });

  it('reads notebook memory as SO-DIMM, and interfaces and modular power supplies by their spec', () => {
    expect(alternativesOf('memoria notebook ddr4')).toEqual(
      expect.arrayContaining([['sodimm'], ['hwformatosodimm']]),
    );
    expect(termOf('memoria para notebook')?.length).toBe(3);
    expect(alternativesOf('nvme')).toContainEqual(['hwinterfaznvme']);
    expect(alternativesOf('modular')).toEqual([['modular'], ['hwmodularfull'], ['hwmodularsemi']]);
  });

  it('takes memory asked without a notebook word for a desktop module', () => {
    expect(defaultSpecs('ram', [])).toEqual([['hwformatodimm']]);
    expect(defaultSpecs('ram', termOf('memoria notebook')!.specs)).toEqual([]);
    expect(defaultSpecs('gpu', [])).toEqual([]);
    // A cooler is an air cooler unless the query asks for a liquid one.
    expect(defaultSpecs('cooler', [], ['cooler', 'am4'])).toEqual([['hwtipoaire']]);
    expect(defaultSpecs('cooler', [], ['water', 'cooler', '240'])).toEqual([]);
  });

  it('lists the spec alternatives apart, so a listing matching one ranks higher', () => {
    expect(termOf('b550')?.specs).toEqual([['hwchipsetb550']]);
    expect(termOf('gabinete')).toBeUndefined();
  });
});

describe('the words shoppers type and stores write (search-config synonyms)', () => {
  const alternatives = (query: string) =>
    parseQuery(query).map((t) => t.alternatives.map((a) => a.join(' ')));

  it.each([
    ['inalámbrico', 'wireless'],
    ['inalambricos', 'wireless'],
    ['auriculares', 'headset'],
    ['gabinete', 'case'],
    ['fuente', 'psu'],
    ['placa de video', 'gpu'],
    ['placa de video', 'vga'],
    ['mother', 'motherboard'],
    ['mother', 'placa madre'],
    ['disco sólido', 'ssd'],
    ['kit', 'combo'],
  ])('%s matches %s', (query, written) => {
    expect(alternatives(`${query} `)[0]).toContain(written);
  });
});
