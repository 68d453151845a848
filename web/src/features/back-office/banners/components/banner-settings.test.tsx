import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Reply, stubAdminApi } from '../../testing/admin-api-stub';
import { renderBackOffice } from '../../testing/render-back-office';
import { BannerSettings } from './banner-settings';

const banner = (id: number, tipo = 'desktop') => ({
  id,
  url: `/uploads/banners/${id}.webp`,
  tiendaId: 3,
  nombre: `Tienda ${id}`,
  tienda: { nombre: `Tienda ${id}` },
  tipo,
});

function stub(extra: Record<string, unknown> = {}) {
  return stubAdminApi({
    'GET /api/stores/admin': { data: [{ id: 3, nombre: 'Compumundo', estadoId: 1 }] },
    'GET /api/stores/banners/admin?tipo=desktop': {
      data: Array.from({ length: 16 }, (_, i) => banner(i + 1)),
    },
    'GET /api/stores/banners/admin?tipo=mobile': {
      data: [banner(101, 'mobile'), banner(102, 'mobile'), banner(103, 'mobile')],
    },
    ...extra,
  });
}

const shownIds = () =>
  within(screen.getByRole('list', { name: /Banners/ }))
    .getAllByRole('img')
    .map((img) => Number(/(\d+)\.webp/.exec(img.getAttribute('src') ?? '')?.[1]));

afterEach(() => vi.unstubAllGlobals());

describe('BannerSettings', () => {
  it('skips the first 2 banners, pages 12 at a time and keeps mobile apart', async () => {
    const user = userEvent.setup();
    stub();
    renderBackOffice(<BannerSettings />);
    await waitFor(() => expect(shownIds()).toHaveLength(12));
    expect(shownIds()).toEqual(Array.from({ length: 12 }, (_, i) => i + 3));
    expect(screen.getByRole('button', { name: 'Banners anteriores' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Banners siguientes' }));
    expect(shownIds()).toEqual([15, 16]);
    expect(screen.getByRole('button', { name: 'Banners siguientes' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Móvil' }));
    await waitFor(() => expect(shownIds()).toEqual([103]));
  });

  it('asks for a store before uploading', async () => {
    const user = userEvent.setup();
    const { calls } = stub();
    renderBackOffice(<BannerSettings />);
    await user.upload(
      screen.getByLabelText('Subir banner (JPG, PNG, JPEG)'),
      new File(['png'], 'banner.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Por favor selecciona una tienda antes de subir un banner.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("uploads to the chosen store's mobile set, and deletes", async () => {
    const user = userEvent.setup();
    const { calls } = stub({
      'POST /api/stores/tienda/3/banner/mobile': new Reply(201, { data: banner(104, 'mobile') }),
      'DELETE /api/stores/banner/103': { message: 'Banner eliminado con Éxito' },
    });
    renderBackOffice(<BannerSettings />);
    await user.selectOptions(
      await screen.findByLabelText('Tienda'),
      await screen.findByRole('option', { name: 'Compumundo' }),
    );
    await user.click(screen.getByRole('button', { name: 'Móvil' }));
    await user.upload(
      screen.getByLabelText('Subir banner (JPG, PNG, JPEG)'),
      new File(['png'], 'banner.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const upload = calls.find((c) => c.method === 'POST')!;
    expect(upload.url.pathname).toBe('/api/stores/tienda/3/banner/mobile');
    expect((upload.form!.get('banner') as File).name).toBe('banner.png');
    expect(upload.form!.get('fechaInicio')).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);

    await user.click(await screen.findByRole('button', { name: 'Eliminar banner 103 de Tienda 103' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });
});
