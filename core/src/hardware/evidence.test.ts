import { describe, expect, it } from 'vitest';
import { readListingSpecs } from './reader';

const kindOf = (nombre: string) => readListingSpecs({ nombre }).categoria;

describe('a part is called so only with evidence beyond its kind word', () => {
  // Real names of the open store catalogues whose only evidence is a maker, a line or a part word: each
  // family from more than one store, so that the makers hold across stores.
  it.each([
    ['Gabinete Solarmax CM-B300', 'case'], // empeniogamer
    ['GABINETE SOLARMAX B300', 'case'], // thegamershop
    ['Gabinete MagnumTech MT-436B Black', 'case'], // hardcorecomputacion
    ['Gabinete Magnumtech Gamer 235gm Black/sf', 'case'], // rockethard
    ['Gabinete Genesis IRID 505', 'case'], // maximus
    ['Gabinete Xyz Trifecta C/ 2 Coolers Vortex A-rgb+PWM A-rgb Controller', 'case'], // insumosacuario
    // Sold with its PSU: the PSU is evidence of the case.
    ['Gabinete c/fuente View 270 + 750w 80 Plus Gold (White Edition)', 'case'], // empeniogamer
    ['Gabinete Magnum Tech MT-K835 con Fuente 500W', 'case'], // compragamer
    ['Cooler Evolabs Cryo 4H - DINOBYTE', 'cooler'], // dinobyte
    ['COOLER FORMULA V ASTRAL FRPW 2P', 'cooler'], // katech
    ['COOLER AORUS WATERFORCE X II 240', 'cooler'], // shopgamer
    ['Fuente Jalatec Jt-520', 'psu'], // rockethard
    ['FUENTE AUREOX ENERGY SERIES ARXE-500 v2', 'psu'], // liontech
    ['Fuente Magnum Tech MT-PSU600W genérica', 'psu'], // empeniogamer
    ['Procesador Hpe 4410Y 2.0 12Core', 'cpu'], // shopgamer
    ['RYZEN ATLON 3000G (OUTLET)', 'cpu'], // quantum
    ['MONITOR GAMER MSI MAG 274QPF X32', 'monitor'], // katech
    ['MSI MONITOR GAMING MAG 274QPF X32', 'monitor'], // liontech
    ['Monitor Dell 17» Model 1708FPT ( Usado sin caja)', 'monitor'], // empeniogamer
    ['Mother Asrock Q270 PRO BTC+1151', 'motherboard'], // hardcorecomputacion
    ['OUTLET Mother AsRock QC6000M AMD E2-6110 Quad Core DDR3 HDMI VGA SATA', 'motherboard'], // gezatek
    ['OUTLET MEMORIA GENERICA DDR2 1GB 667', 'ram'], // quantum
  ])('%s is a %s', (nombre, kind) => {
    expect(kindOf(nombre)).toBe(kind);
  });

  // Goods of stores that also sell comics, toys, phone chargers and home goods, named with a part's kind
  // word and nothing else of the part. Written after those kinds of goods: the open catalogues hold none
  // that reaches this rule.
  it.each([
    'Mother 3 Tomo 1 Comic',
    'Mother Box Superman Figura',
    'Fuente Carga Rapida Usb-c 20w Blanca',
    'Fuente De Poder Juguete Transformers',
    'Fuente Noga Usb Doble Carga Rapida',
    'Disco Vinilo Queen Greatest Hits',
    'Gabinete Organizador Baño Blanco',
    'Monitor Juguete Infantil',
    'Placa De Video Juguete',
    'Memoria 8GB',
    'Procesador Philips Viva',
  ])('%s is not a part', (nombre) => {
    expect(readListingSpecs({ nombre })).toEqual({
      categoria: 'other',
      especificaciones: {},
      fuentes: {},
      opendb: null,
    });
  });

  it('a size alone is a drive, not a memory: a disk states its capacity, phones their memory too', () => {
    expect(kindOf('Disco 1TB')).toBe('storage');
    expect(kindOf('Memoria 8GB')).toBe('other');
    expect(kindOf('Memoria Ram 8GB')).toBe('ram');
  });
});
