import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Reply, stubAdminApi } from '../../testing/admin-api-stub';
import { fullAdmin, renderBackOffice } from '../../testing/render-back-office';
import { ReadPreview } from './read-preview';

afterEach(() => vi.unstubAllGlobals());

describe("ReadPreview ('Probar lectura')", () => {
  it('sends the URL, reader and parsed recipe, then lists what the reader found', async () => {
    const user = userEvent.setup();
    const { calls } = stubAdminApi({
      'POST /api/stores/probar-lectura': {
        data: {
          lector: 'recipe',
          encontrados: 52,
          errores: 1,
          problemas: ['https://t.com.ar/x: sin precio'],
          productos: [
            {
              nombre: 'Procesador AMD Ryzen 5 5600',
              precio: 215999.9,
              moneda: 'ARS',
              url: 'https://t.com.ar/r5',
            },
          ],
        },
      },
    });
    renderBackOffice(<ReadPreview url="t.com.ar" lector="recipe" receta='{"type":"html"}' />, {
      user: fullAdmin,
    });
    await user.click(screen.getByRole('button', { name: 'Probar lectura' }));
    const result = await screen.findByRole('status', { name: 'Resultado de la lectura' });
    expect(result).toHaveTextContent('Lector recipe: 52 productos leídos, 1 con problemas.');
    expect(within(result).getByText('Procesador AMD Ryzen 5 5600 — $ 215.999')).toBeInTheDocument();
    expect(calls.at(-1)!.json).toEqual({ url: 't.com.ar', lector: 'recipe', receta: { type: 'html' } });
  });

  it('says so when the URL was a product page read alone', async () => {
    const user = userEvent.setup();
    stubAdminApi({
      'POST /api/stores/probar-lectura': {
        data: {
          lector: 'jsonld',
          encontrados: 1,
          errores: 0,
          problemas: [],
          productos: [
            { nombre: 'Mouse Logitech G203', precio: 32999, moneda: 'ARS', url: 'https://t.com.ar/p/g203' },
          ],
          nota: 'la URL es una página de producto: se leyó solo esa página',
        },
      },
    });
    renderBackOffice(<ReadPreview url="t.com.ar/p/g203" lector="auto" receta="" />, { user: fullAdmin });
    await user.click(screen.getByRole('button', { name: 'Probar lectura' }));
    const result = await screen.findByRole('status', { name: 'Resultado de la lectura' });
    expect(result).toHaveTextContent('Nota: la URL es una página de producto: se leyó solo esa página.');
  });

  it("shows the server's reason when the site cannot be read", async () => {
    const user = userEvent.setup();
    stubAdminApi({
      'POST /api/stores/probar-lectura': new Reply(400, {
        message: 'No se pudo leer la tienda: dirección privada',
      }),
    });
    renderBackOffice(<ReadPreview url="http://10.0.0.1" lector="auto" receta="" />, { user: fullAdmin });
    await user.click(screen.getByRole('button', { name: 'Probar lectura' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo leer la tienda: dirección privada',
    );
  });
});
