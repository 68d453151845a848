import { describe, expect, it } from 'vitest';
import { readStatedDetails } from '../hardware/differences';
import { withoutWordCodes } from '../hardware/text';
import { at, apart, together } from './testing/grouping-expectations';

/*
 * Peripherals named the ways several stores name them: written from the missed pairs of groups.dev-4.jsonl,
 * each family with the merge it must not make. Real names of Argentine stores (insumosacuario, mymcomputacion,
 * universosgamers, hypergaming, gezatek, mexx, compragamer, maximus).
 */
describe('peripheral names as stores write them', () => {
  it('reads "Ratón" as a mouse and Logitech’s G mark written or left out, not another model of the line', () => {
    together(
      at('insumosacuario', 'Ratón Inalámbrico Para Juegos Logitech G Pro X Superlight 2c Blanco'),
      at(
        'mymcomputacion',
        'Perifericos Mouse Inalambrico Logitech PRO X Superlight 2c White Gamer 910-007537',
      ),
    );
    together(
      at('gezatek', 'Mouse Magenta Logitech Gamer G Pro 2 LightSpeed - 910-007308'),
      at(
        'mymcomputacion',
        'Perifericos Mouse Inalambrico Logitech PRO 2 Lightspeed Magenta Gamer 910-007308',
      ),
    );
    apart(
      at('insumosacuario', 'Ratón Inalámbrico Para Juegos Logitech G Pro X Superlight 2c Blanco'),
      at('maximus', 'Mouse Logitech Inalámbrico G Pro X Superlight 2 SE White'),
    );
  });

  it('leaves out a stock code spelled in words, and keeps a model code', () => {
    together(
      at(
        'mymcomputacion',
        'Perifericos Auricular Raptor Inferno PRO X 7.1 Wireless Black RAP-AURI-RGB-WIRELESS-DONGLE-7.1',
      ),
      at('universosgamers', 'Auricular Gamer Raptor Inferno Pro X 7.1 Wireless Black'),
    );
    apart(
      at('universosgamers', 'Auricular Gamer Raptor Inferno Pro X 7.1 Wireless Black'),
      at('universosgamers', 'Auricular Gamer Raptor Inferno Pro X 7.1 Wireless White'),
    );
    expect(withoutWordCodes('Microfono Raptor Vox RGB USB RAP-MICRO-RGB-USB').trim()).toBe(
      'Microfono Raptor Vox RGB USB',
    );
    const monitor = 'Monitor Gamer ViewSonic VX2718-2KPC-MHD 27" Curvo QHD 1440p VA 180Hz';
    expect(withoutWordCodes(monitor)).toBe(monitor);
  });

  it('compares a mouse’s resolution and polling rate beside its model, however written', () => {
    together(
      at(
        'mymcomputacion',
        'Perifericos Mouse Inalambrico Raptor Storm Grip Ultra Liviano 12800 DPI RAP-MOU-WIRELESS-LED-12800',
      ),
      at('universosgamers', 'Mouse Gamer Raptor Storm Grip Wireless 12800dpi'),
    );
    apart(
      at('universosgamers', 'Mouse Gamer Raptor Storm Grip Wireless 12800dpi'),
      at('tienda b', 'Mouse Gamer Raptor Storm Grip Wireless 24000dpi'),
    );
    together(
      at('hypergaming', 'Mouse Gamer Aula V9 Pro Wireless 8khz Black'),
      at('mymcomputacion', 'Perifericos Mouse Inalambrico Aula V9 Pro 8K Black BT Gamer'),
    );
    apart(
      at('hypergaming', 'Mouse Gamer Aula V9 Pro Wireless 8khz Black'),
      at('tienda b', 'Mouse Gamer Aula V9 Pro Wireless 1khz Black'),
    );
    expect(readStatedDetails('Mouse Gamer Aula V9 Pro Wireless 8khz Black', 'other').pollingKHz).toBe('8');
    expect(
      readStatedDetails('Perifericos Mouse Inalambrico Aula V9 Pro 8K Black BT', 'other').pollingKHz,
    ).toBe('8');
    // 'Ultra Liviano' is a light mouse, not an Ultra edition.
    expect(
      readStatedDetails('Mouse Raptor Storm Grip Ultra Liviano 12800 DPI', 'other').edicion,
    ).toBeUndefined();
  });

  it('reads a webcam named by its kind twice, not another model', () => {
    together(
      at('insumosacuario', 'Webcam Camara Web Logitech Brio 500 Full Hd 1080p Blanco'),
      at('gezatek', 'Web Cam Logitech Brio 500 White Full Hd'),
      at('mymcomputacion', 'Perifericos Camara Webcam Logitech Brio 500 Full HD White'),
    );
    apart(
      at('gezatek', 'Web Cam Logitech Brio 500 White Full Hd'),
      at('insumosacuario', 'Webcam Brio 300 White Fhd Logitech'),
    );
  });

  it('leaves out what a webcam, gamepad or presenter is described with, not its model', () => {
    together(
      at('insumosacuario', 'Webcam Logitech C270 Camara Web Hd 720 Skype Twicht Con Mic'),
      at('mymcomputacion', 'Perifericos Camara WebCam Logitech C270 Hd 720p 30fps C/Mic C270'),
      at('gezatek', 'Web Cam Logitech C270 Black'),
    );
    together(
      at('insumosacuario', 'Camara Web Webcam Logitech C922 Pro Stream Full Hd 60 Fps'),
      at('gezatek', 'Webcam C922 Pro Stream C-trip Logitech'),
    );
    apart(
      at('gezatek', 'Web Cam Logitech C270 Black'),
      at('tienda b', 'Webcam Logitech C920 Hd Pro Full Hd 1080p'),
    );
    together(
      at('insumosacuario', 'Joystick Logitech F710 Pc Usb Inalambrico Dual Shock Gamepad'),
      at('mymcomputacion', 'Perifericos Joystick Logitech F710 Wireless 940-000117'),
    );
    apart(
      at('insumosacuario', 'Joystick Logitech F710 Pc Usb Inalambrico Dual Shock Gamepad'),
      at('tienda b', 'Joystick Logitech F310 Pc Usb Dual Shock Gamepad'),
    );
    together(
      at('mymcomputacion', 'Perifericos Presentador Laser Logitech R400 Wireless Puntero 910-001354'),
      at('gezatek', 'Presenter Logitech Wireless R400'),
    );
    apart(
      at('gezatek', 'Presenter Logitech Wireless R400'),
      at('gezatek', 'Presenter Logitech Wireless R500'),
    );
  });

  it('reads a maker’s series written apart or glued, not another number of it', () => {
    together(
      at('insumosacuario', 'Auricular Gxt450 Blizz 7.1 Rgb Trust'),
      at('mymcomputacion', 'Perifericos Auricular Trust Blizz RGB 7.1 Gamer GXT 450'),
    );
    together(
      at('insumosacuario', 'Teclado Royal Kludge Rk S98 Wireless Phantom Sw Chartreuse'),
      at(
        'mymcomputacion',
        'Perifericos Teclado Inalambrico Royal Kludge RK-S98 Phantom Switch Chartreuse Gamer Mecanico BT',
      ),
    );
    apart(
      at('insumosacuario', 'Auricular Gxt450 Blizz 7.1 Rgb Trust'),
      at('tienda b', 'Auricular Trust GXT 455 Torus Rgb'),
    );
    apart(
      at('insumosacuario', 'Teclado Royal Kludge Rk S98 Wireless Phantom Sw Chartreuse'),
      at('tienda b', 'Teclado Royal Kludge RK S98 Wireless Phantom Switch Brown'),
    );
  });

  it('drops a store’s name written as one word from its own names, but no word that means something', () => {
    together(
      at('insumosacuario', 'Stream Deck Elgato Mini 6 Botones Lcd Customizables- Acuario'),
      at('gezatek', 'Elgato Stream Deck Mini 6 Botones Lcd Customizables'),
    );
    together(
      at('hypergaming', 'Mother Gigabyte (Am5) B650M Gaming Plus Wf'),
      at('tienda b', 'MOTHER GIGABYTE (AM5) B650M GAMING PLUS WF'),
    );
    apart(
      at('hypergaming', 'Mother Gigabyte (Am5) B650M Gaming Plus Wf'),
      at('tienda b', 'MOTHER GIGABYTE (AM5) B650M PLUS WF'),
    );
  });
});
