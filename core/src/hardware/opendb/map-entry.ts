import { readGpuChip } from '../specs/gpu';
import { specText } from '../text';
import type { Especificaciones, PartCategory } from '../types';

/** OpenDB folders we keep, and the category each one is. */
export const OPENDB_FOLDERS: Record<string, PartCategory> = {
  CPU: 'cpu',
  Motherboard: 'motherboard',
  RAM: 'ram',
  GPU: 'gpu',
  PSU: 'psu',
  PCCase: 'case',
  Storage: 'storage',
  CPUCooler: 'cooler',
  Monitor: 'monitor',
};

/** One part of the knowledge base: only what the spec reader and the product use. */
export interface PartEntry {
  id: string;
  categoria: PartCategory;
  nombre: string;
  marca: string;
  /** Maker part numbers as OpenDB writes them. */
  pn: string[];
  especificaciones: Especificaciones;
}

type Raw = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const socket = (s: unknown) =>
  typeof s === 'string' && /^(?:LGA ?\d{3,4}|AM[2345]\+?|FM[12]\+?)$/.test(s)
    ? s.replace(' ', '')
    : undefined;
const positive = (n: unknown) => (typeof n === 'number' && n > 0 ? n : undefined);
const BOARD_FORMATS: Record<string, string> = {
  ATX: 'ATX',
  'Micro ATX': 'Micro ATX',
  'Mini-ITX': 'Mini-ITX',
  EATX: 'E-ATX',
};
const PANELS: Record<string, string> = {
  IPS: 'IPS',
  'Nano IPS': 'IPS',
  VA: 'VA',
  TN: 'TN',
  OLED: 'OLED',
  'QD-OLED': 'OLED',
  WOLED: 'OLED',
};

/** An OpenDB record's specs, with the read-specs contract's keys and spellings; unknown values left out. */
export function mapSpecs(categoria: PartCategory, o: Raw): Especificaciones {
  const s: Record<string, unknown> = {};
  switch (categoria) {
    case 'cpu': {
      s.socket = socket(o.socket);
      const types = o.specifications?.memory?.types;
      if (Array.isArray(types) && types.length > 0) s.memoria = [...types].sort();
      // Not kept: integrated graphics and cooler-in-box, which the records get wrong for whole series
      // (an i5-9500F with graphics, a boxed Ryzen 5 7600 without its Wraith Stealth).
      s.tdpW = positive(o.specifications?.tdp);
      break;
    }
    case 'motherboard': {
      s.socket = socket(o.socket);
      const chipset =
        typeof o.chipset === 'string' ? /^(?:Intel|AMD) ([ABHQXZ]\d{3}E?)$/.exec(o.chipset) : null;
      s.chipset = chipset?.[1];
      s.memoria = ['DDR4', 'DDR5'].includes(o.memory?.ram_type) ? o.memory.ram_type : undefined;
      s.formato = BOARD_FORMATS[o.form_factor];
      s.slotsMemoria = positive(o.memory?.slots);
      break;
    }
    case 'ram': {
      s.tipo = ['DDR3', 'DDR4', 'DDR5'].includes(o.ram_type) ? o.ram_type : undefined;
      s.capacidadGB = positive(o.capacity);
      s.modulos = positive(o.modules?.quantity);
      s.velocidadMHz = positive(o.speed);
      s.formato = /SO-DIMM/.test(o.form_factor ?? '')
        ? 'SO-DIMM'
        : /DIMM/.test(o.form_factor ?? '')
          ? 'DIMM'
          : undefined;
      break;
    }
    case 'gpu': {
      s.chip =
        typeof o.chipset === 'string' ? readGpuChip(specText(o.chipset.replace(/ \d+ GB$/, ''))) : undefined;
      s.vramGB = positive(o.memory);
      s.largoMM = positive(o.length);
      s.tdpW = positive(o.tdp);
      break;
    }
    case 'psu': {
      s.potenciaW = positive(o.wattage);
      const rating = /^80\+(?: (Bronze|Silver|Gold|Platinum|Titanium|White|Standard))?$/.exec(
        o.efficiency_rating ?? '',
      );
      if (rating)
        s.certificacion = rating[1] && !/White|Standard/.test(rating[1]) ? `80 Plus ${rating[1]}` : '80 Plus';
      s.modular = { Full: 'full', 'Semi-Modular': 'semi', 'Non-Modular': 'no' }[o.modular as string];
      break;
    }
    case 'case': {
      const formats = (o.supported_motherboard_form_factors ?? [])
        .map((f: string) => BOARD_FORMATS[f])
        .filter(Boolean);
      if (formats.length > 0)
        s.formatosPlaca = ['E-ATX', 'ATX', 'Micro ATX', 'Mini-ITX'].filter((f) => formats.includes(f));
      if (['None', 'Not Included', 'No'].includes(o.power_supply)) s.fuenteIncluida = false;
      else if (/^\d+ W$/.test(o.power_supply ?? '')) s.fuenteIncluida = true;
      s.largoMaxGpuMM = positive(o.max_video_card_length);
      s.alturaMaxCoolerMM = positive(o.max_cpu_cooler_height);
      break;
    }
    case 'storage': {
      s.tipo = ['SSD', 'HDD'].includes(o.type) ? o.type : undefined;
      const iface = String(o.interface ?? '');
      s.interfaz = o.nvme === true || /PCIe/.test(iface) ? 'NVMe' : /SATA/.test(iface) ? 'SATA' : undefined;
      const form = String(o.form_factor ?? '');
      s.formato = /^M\.2-22(?:30|42|60|80|110)$/.test(form)
        ? form.replace('-', ' ')
        : ['2.5"', '3.5"'].includes(form)
          ? form
          : undefined;
      s.capacidadGB = positive(o.capacity);
      break;
    }
    case 'cooler': {
      if (typeof o.water_cooled === 'boolean') s.tipo = o.water_cooled ? 'liquido' : 'aire';
      const sockets = (o.cpu_sockets ?? []).map(socket).filter(Boolean);
      if (sockets.length > 0) s.socketsSoportados = sockets;
      s.alturaMM = positive(o.height);
      break;
    }
    case 'monitor': {
      s.pulgadas = positive(o.screen_size);
      const h = positive(o.resolution?.horizontalRes);
      const v = positive(o.resolution?.verticalRes);
      if (h && v) s.resolucion = `${h}x${v}`;
      s.hz = positive(o.refresh_rate);
      s.panel = PANELS[o.panel_type];
      break;
    }
  }
  return Object.fromEntries(
    Object.entries(s).filter(([, v]) => v !== undefined && v !== null),
  ) as Especificaciones;
}

export function mapEntry(folder: string, o: Raw): PartEntry | undefined {
  const categoria = OPENDB_FOLDERS[folder];
  if (!categoria || typeof o.opendb_id !== 'string') return undefined;
  const pn = Array.isArray(o.metadata?.part_numbers)
    ? o.metadata.part_numbers.filter((p: unknown) => typeof p === 'string' && p.trim())
    : [];
  return {
    id: o.opendb_id,
    categoria,
    nombre: String(o.metadata?.name ?? ''),
    marca: String(o.metadata?.manufacturer ?? ''),
    pn,
    especificaciones: mapSpecs(categoria, o),
  };
}
