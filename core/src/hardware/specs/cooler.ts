import type { Especificaciones } from '../types';
import { LGA_NUMBERS } from './sockets';

/** All-in-one liquid cooler words and lines (the name may not say 'water'). */
const LIQUID =
  / (?:water|watercooler|watercooling|warter|waterforce|liquid|liquida|liquido|aio|masterliquid|kraken|levante|nautilus|titan|cryogene|galahad|castle|ryujin|h1[0-5]0i|h1[0-5]5i|ls[57]20|lt[57]20|le[57]20|lm\d{3}|th\d{3}|wc-w?\d{3}|fx\d{3}|coreliquid|aqua|frozen|ryuo|lc|ml\d{3}l?|pl\d{3}|icechill|iceberg|hydroshift|symphony|hydrotemp|liquid freezer|(?:240|280|360|420) ?mm)(?![a-z])/;
const AIR =
  / (?:air|aire|disipador|tower|heatpipes?|pipes?|hyper|astria|ak\d{3}|nh-|se-\d{3}|corefrozr)(?![a-z])/;

const SOCKET_WORD =
  /(?<![a-z0-9.])(?:(am[2345]\+?|fm[12]\+?)|(?:lga ?|s)?(\d{3,4}))(?![0-9a-z.])(?! ?(?:rpm|mm|w|mah|mb|gb|hz))/g;

export function readCooler(text: string): Especificaciones {
  const specs: Especificaciones = {};
  const liquid = LIQUID.test(text);
  const air = AIR.test(text);
  if (liquid && !air) specs.tipo = 'liquido';
  else if (!liquid) specs.tipo = 'aire';

  // Sockets as the name lists them: 'Am4 Am5 Fm2+', 'Lga 1851 1700 1200', '(1851 / Am5)', 'S1700'.
  const sockets: string[] = [];
  for (const m of text.matchAll(SOCKET_WORD)) {
    const socket = m[1]
      ? m[1].toUpperCase()
      : LGA_NUMBERS.includes(m[2]!) && m[2] !== '775'
        ? `LGA${m[2]}`
        : undefined;
    if (socket && !sockets.includes(socket)) sockets.push(socket);
  }
  if (sockets.length > 0) specs.socketsSoportados = sockets;

  const height = / (?:alto|altura|height) ?:? ?(\d{2,3}) ?mm| (\d{2,3}) ?mm (?:de )?(?:alto|altura)/.exec(
    text,
  );
  if (height) specs.alturaMM = Number(height[1] ?? height[2]);
  return specs;
}
