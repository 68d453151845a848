import { CHIPSET_SOCKET } from '../specs/chipsets';
import { LGA_NUMBERS } from '../specs/sockets';
import { hardwareTermAt } from './read-query';

/**
 * The hardware words of read-query.ts as one-way synonyms (written form → what else it matches), for an
 * engine that takes synonyms rather than rewriting the query (Meilisearch). Read off hardwareTermAt for
 * every form shoppers write, so both engines know the same words: sockets, chipsets, memory generations,
 * capacities, formats, interfaces, wireless and mechanical as stores write them, screen sizes, refresh rates
 * (a least: '144hz' also finds 165hz, 180hz…), liquid coolers. Alternatives of several spec words (a B550M is a B550 board and Micro
 * ATX) need the words together, which synonyms cannot say: they are left out.
 */
export function hardwareSynonyms(): Record<string, string[]> {
  const forms: string[] = [];
  for (const n of LGA_NUMBERS) forms.push(`lga ${n}`, `lga${n}`, `s${n}`, `socket ${n}`);
  forms.push('am4', 'am5', 'fm2');
  for (const chipset of Object.keys(CHIPSET_SOCKET))
    forms.push(chipset.toLowerCase(), `${chipset.toLowerCase()}m`);
  for (const n of [3, 4, 5]) forms.push(`d${n}`, `ddr${n}`);
  for (const gb of [
    4, 8, 16, 24, 32, 48, 64, 96, 128, 120, 240, 250, 256, 480, 500, 512, 960, 1000, 2000, 4000,
  ])
    forms.push(`${gb}gb`);
  forms.push('1tb', '2tb', '4tb', '8tb');
  forms.push('atx', 'matx', 'microatx', 'micro atx', 'itx', 'mini itx', 'eatx');
  forms.push('nvme', 'sata', 'modular', 'sodimm');
  forms.push('inalambrico', 'inalambrica', 'inalambricos', 'inalambricas', 'wireless');
  forms.push('mecanico', 'mecanica', 'mechanical');
  forms.push('m2', 'm.2');
  for (let inches = 19; inches <= 34; inches++) forms.push(`${inches} pulgadas`);
  for (const hz of [60, 75, 100, 120, 144, 165, 180, 240]) forms.push(`${hz}hz`);
  forms.push('watercooler', 'watercooling', 'water cooler', 'water cooling', 'aio', 'refrigeracion liquida');
  forms.push('pc gamer', 'pc gaming');
  forms.push('2k', 'qhd', 'wqhd', '1440p', 'full hd', 'fullhd', 'fhd', '1080p', '4k', 'uhd', '2160p');
  forms.push('ultrawide', 'ultra wide', 'wifi', 'wi fi', 'router', 'bluetooth');

  const out: Record<string, string[]> = {};
  for (const form of forms) {
    const words = form.split(' ');
    const term = hardwareTermAt(words, 0);
    if (!term || term.length !== words.length) continue;
    const others = term.alternatives
      .filter((a) => a.length === 1 || a.every((w) => !/^hw/.test(w)))
      .map((a) => a.join(' '))
      .filter((a) => a !== form);
    if (others.length) out[form] = others;
  }
  return out;
}
