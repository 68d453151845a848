import type { Especificaciones } from '../types';
import { allMatches, ownText, single } from '../text';

const NAMED_RESOLUTIONS: [RegExp, string][] = [
  [/ (?:dqhd|dual qhd)(?![a-z])/, '5120x1440'],
  [/ (?:uwqhd|uwqhd\+)(?![a-z])/, '3440x1440'],
  [/ (?:wfhd|uwfhd)(?![a-z])/, '2560x1080'],
  [/ (?:uhd|4k|2160p)(?![a-z])/, '3840x2160'],
  [/ (?:wqhd|qhd|2k|1440p)(?![a-z])/, '2560x1440'],
  [/ (?:fhd|full ?hd|1080p)(?![a-z])/, '1920x1080'],
];

const pixels = (r: string) => r.split('x').reduce((a, b) => a * Number(b), 1);

/**
 * Dual-mode panels ('4K UHD 240Hz y Full HD 480Hz'): each resolution named with its own refresh. The
 * native mode is the higher resolution, at the refresh written with it.
 */
function nativeOfDualMode(text: string): { resolucion: string; hz: number } | undefined {
  const modes: { resolucion: string; hz: number }[] = [];
  for (const [pattern, resolucion] of NAMED_RESOLUTIONS) {
    const m = new RegExp(`${pattern.source}(?: [a-z]{2,4})? (\\d{2,3}) ?hz(?![a-z])`).exec(text);
    if (m) modes.push({ resolucion, hz: Number(m[1]) });
  }
  if (modes.length !== 2 || modes[0]!.hz === modes[1]!.hz) return undefined;
  const [high, low] = [...modes].sort((a, b) => pixels(b.resolucion) - pixels(a.resolucion));
  // The lower resolution is the one that runs faster; anything else is not a dual-mode name.
  return low!.hz > high!.hz ? high : undefined;
}

export function readMonitor(name: string): Especificaciones {
  const specs: Especificaciones = {};
  // '+Q 19"' lists other sizes the store also has: not this monitor's (as for disks).
  const text = ownText(name);
  const marked = allMatches(text, /(?<![0-9.])(\d{2}(?:\.\d)?) ?(?:"|pulgadas|pulg|inch)/, (m) =>
    Number(m[1]),
  );
  // Without an inch mark, a size is a lone number right after the kind word or the brand ('Monitor 27 Benq').
  const bare = allMatches(
    text,
    /(?<=[ (])(\d{2}(?:\.\d)?)(?= )(?! ?(?:hz|ms|cm|mm|w|gb|pulgadas)(?![a-z]))(?! ?")/,
    (m) => {
      const n = Number(m[1]);
      return n >= 15 && n <= 57 ? n : undefined;
    },
  );
  const size = single(marked) ?? (marked.length === 0 ? single(bare) : undefined);
  if (size) specs.pulgadas = size as number;

  const explicit = / (\d{3,4}) ?x ?(\d{3,4})(?![0-9])/.exec(text);
  if (explicit) specs.resolucion = `${explicit[1]}x${explicit[2]}`;
  else {
    const named = NAMED_RESOLUTIONS.filter(([p]) => p.test(text)).map(([, r]) => r);
    let resolution = named[0];
    // A 34" ultrawide says WQHD for 3440x1440.
    if (
      resolution === '2560x1440' &&
      / wqhd/.test(text) &&
      (/ ultra ?wide/.test(text) || specs.pulgadas === 34)
    )
      resolution = '3440x1440';
    if (resolution && named.length === 1) specs.resolucion = resolution;
    else if (
      named.length === 2 &&
      named.includes('2560x1440') &&
      (named.includes('3440x1440') || named.includes('5120x1440'))
    )
      specs.resolucion = named.find((r) => r !== '2560x1440')!;
  }

  // Native refresh: an overclock figure ('170Hz OC') is not it; two other figures leave it open.
  const rates = allMatches(text, /(?<![0-9])(\d{2,3}) ?hz(?! ?oc)(?![a-z])/, (m) => Number(m[1]));
  const rate = single(rates);
  if (rate) specs.hz = rate as number;
  const dual = rates.length === 2 && !specs.resolucion ? nativeOfDualMode(text) : undefined;
  if (dual) Object.assign(specs, dual);

  const panels = allMatches(text, /(?<![a-z0-9])(ips|va|tn|oled|qd-oled)(?![a-z0-9])/, (m) =>
    m[1]!.includes('oled') ? 'OLED' : m[1]!.toUpperCase(),
  );
  const panel = single(panels);
  if (panel) specs.panel = panel as string;
  return specs;
}
