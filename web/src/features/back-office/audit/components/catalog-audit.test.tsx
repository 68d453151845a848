import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubAdminApi } from '../../testing/admin-api-stub';
import { renderBackOffice } from '../../testing/render-back-office';
import type { AuditView } from '../api/get-audit';
import { CatalogAudit } from './catalog-audit';
import { RunAuditCounts } from './run-audit-counts';

afterEach(() => vi.unstubAllGlobals());

const check = (id: string, titulo: string, problemas: AuditView['controles'][number]['problemas'] = []) => ({
  id,
  titulo,
  cantidad: problemas.length,
  problemas,
});

const report: AuditView = {
  revisadoEn: '2026-11-26T15:00:00.000Z',
  total: 2,
  controles: [
    check('desde', "Cada 'desde' mostrado es el precio actual de una oferta disponible, en la misma moneda", [
      {
        ids: { modelId: 21, productId: 3001 },
        mensaje: "'desde $ 300' del modelo 21: la oferta 3001 está en USD, no en pesos",
      },
    ]),
    check('currency-mix', 'Ningún modelo mezcla monedas en sus cifras'),
    check('history-identity', 'Ningún historial de precios cruza un cambio de producto', [
      {
        ids: { productId: 1505, historyId: 5066 },
        mensaje:
          'el historial del producto 1505 tiene precios de «Memoria Corsair 32GB», otro producto que «Cable HDMI 2 metros»',
      },
    ]),
    check('inactive-store', 'Ninguna publicación de una tienda inactiva se muestra'),
    check('hit-price', 'El precio de cada resultado es el de su producto (moneda y stock incluidos)'),
  ],
};

describe("'Auditoría'", () => {
  it('lists each check with its count, and each violation with its ids (the model a link to Modelos)', async () => {
    const api = stubAdminApi({ 'GET /api/admin/auditoria': { data: report } });
    renderBackOffice(<CatalogAudit />);

    const desde = await screen.findByRole('region', { name: /^Cada 'desde' mostrado/ });
    expect(within(desde).getByText('1 problema')).toBeInTheDocument();
    expect(within(desde).getByRole('link', { name: '21' })).toHaveAttribute('href', '/back-office/models/21');
    expect(desde).toHaveTextContent('producto 3001');
    expect(desde).toHaveTextContent("'desde $ 300' del modelo 21: la oferta 3001 está en USD, no en pesos");
    const history = screen.getByRole('region', {
      name: 'Ningún historial de precios cruza un cambio de producto',
    });
    expect(history).toHaveTextContent('historial 5066');
    expect(
      screen.getByRole('region', { name: 'Ningún modelo mezcla monedas en sus cifras' }),
    ).toHaveTextContent('Sin problemas');
    expect(screen.getByText(/^2 problemas · revisado el /)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Volver a revisar' }));
    expect(api.calls.filter((c) => c.url.pathname === '/api/admin/auditoria')).toHaveLength(2);
  });

  it("a run's reading-quality report names the checks the audit found something in", () => {
    renderBackOffice(<RunAuditCounts audit={{ desde: 0, 'history-identity': 183, 'hit-price': 1 }} />);
    expect(screen.getByText('Historiales que cruzan un cambio de producto:')).toHaveTextContent('183');
    expect(screen.getByRole('link', { name: 'ver el detalle' })).toHaveAttribute(
      'href',
      '/back-office/audit',
    );
    expect(screen.queryByText(/'Desde' que no es/)).not.toBeInTheDocument();
  });
});
