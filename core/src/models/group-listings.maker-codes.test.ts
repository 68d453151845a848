import { describe, expect, it } from 'vitest';
import { groupListings } from './group-listings';
import { apart, at, together } from './testing/grouping-expectations';

/*
 * A peripheral's maker code (G305, HS65, K552, NX-7125) as its model, written from the missed pairs of
 * groups.dev-3.jsonl and checked on the open catalog's merges; each family with the merge it must not make.
 */
describe('a peripheral named by its maker code', () => {
  it('is one product whatever line, marketing or store words a name adds', () => {
    together(
      at('tienda a', 'Auriculares Corsair HS65 Gaming Surround 7.1 Carbon'),
      at('tienda b', 'Auricular Hs65 Sorround 7.1 Carbon Corsair'),
      at('tienda c', 'Perifericos Auricular Corsair HS65 Surround 7.1 Carbon Gamer CA-9011270-NA'),
    );
    together(
      at('tienda a', 'Teclado Redragon Kumara K552W TKL RGB White'),
      at(
        'tienda b',
        'Teclado Redragon Kumara K552W RGB Mecánico Switch Red Dust-Proof TKL blanco (K552W-RGB)',
      ),
    );
    together(
      at('tienda a', 'Mouse G903 Lightspeed Wireless Logitech'),
      at('tienda b', 'Mouse Gamer De Juego Inalámbrico Recargable Logitech Gg Series Lightspeed G903 Negro'),
    );
    together(
      at('tienda a', 'Joystick Redragon G807 Saturn PC/PS3'),
      at('tienda b', 'Joystick Redragon Saturno G807 PC Ps3'),
    );
  });

  it('reads a code however a store hyphenates it', () => {
    together(
      at('tienda a', 'Mouse Genius NX-7125 Silver Wireless'),
      at('tienda b', 'Mouse Genius Inalámbrico NX-7125 Silver'),
    );
    together(
      at('tienda a', 'Teclado Sentey GS-510 RGB Mecánico Switch MX Red Outemu'),
      at('tienda b', 'Perifericos Teclado USB Sentey FSPRO RGB Gamer Mecanico Switch Red GS-510'),
    );
  });

  it('is not merged with an edition, colour, generation or switch the other name does not state', () => {
    apart(
      at('tienda a', 'Mouse Gamer Redragon Cobra M711 RGB'),
      at('tienda b', 'Mouse Gamer Redragon Cobra FPS M711 RGB'),
    );
    apart(
      at('tienda a', 'Mouse G502 Hero Logitech'),
      at('tienda b', 'Mouse G502 X Gaming Logitech'),
      at('tienda c', 'Mouse Logitech G502 Proteus Spectrum'),
    );
    apart(
      at('tienda a', 'Mouse Logitech M170 Inalambrico Black'),
      at('tienda b', 'Mouse M170 Wireless Bluegrey Logitech'),
    );
    apart(
      at('tienda a', 'Perifericos Parlante Genius Dark Brown 10W SP-HF400'),
      at('tienda b', 'Parlantes Genius SP-HF400 Pine Wood 3.5mm 10 Watts'),
    );
    apart(
      at('tienda a', 'Pad G840 Xl Gaming Negro Logitech'),
      at('tienda b', 'Mouse Pad Xl Logitech G840 Lol 2'),
    );
    apart(
      at('tienda a', 'Auriculares Logitech Astro A50 Wireless Bluetooth Black PC/PS5 GEN 5'),
      at('tienda b', 'Auricular Gamer Wireless Logitech A50'),
    );
    apart(
      at('tienda a', 'Teclado Mecanico Redragon Kumara K552 RGB Outemu Red ESP'),
      at('tienda b', 'Teclado Redragon K552 Kumara Magnetico RGB Esp Switch Magnetic'),
    );
    apart(
      at('tienda a', 'Auriculares Corsair HS80 Premium Dolby Atmos 7.1 White RGB'),
      at('tienda b', 'Auricular Gamer Corsair HS80 USB Blanco RGB'),
    );
  });

  it('is not the accessory made for it', () => {
    apart(
      at('tienda a', 'Joystick Logitech F710 Wireless'),
      at('tienda b', 'Receptor USB para Joystick Logitech F710 Wireless'),
    );
  });

  it('is not another brand’s product with the same code, nor a part number inside a longer code', () => {
    apart(
      at('tienda a', 'Mouse Logitech G305 Lightspeed Black'),
      at('tienda b', 'Mouse Redragon G305 Black'),
    );
    const [listing] = groupListings([
      at('tienda a', 'Perifericos Pad Mouse Razer Gigantus V2 XXL 940x410x3mm RZ02-03330400-R3U1'),
    ]);
    expect(listing!.grupo).not.toContain('rz02');
  });
});
