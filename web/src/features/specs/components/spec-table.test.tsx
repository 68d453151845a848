import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SpecTable } from './spec-table';

describe('SpecTable', () => {
  it('lists labelled values with units and their source, with the OpenDB credit under them', () => {
    render(
      <SpecTable
        product={{
          especificaciones: {
            socket: 'AM4',
            memoria: ['DDR4'],
            tdpW: 65,
            graficosIntegrados: false,
            coolerIncluido: true,
            desconocida: 'x',
          },
          fuentes: {
            socket: 'nombre',
            memoria: 'nombre',
            tdpW: 'opendb:3796',
            graficosIntegrados: 'operador',
            coolerIncluido: 'descripcion',
          },
        }}
      />,
    );
    const table = screen.getByRole('region', { name: 'Especificaciones' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'SocketAM4Nombre del producto',
      'MemoriaDDR4Nombre del producto',
      'Gráficos integradosNoRevisado por HardPrecios',
      'Cooler incluidoSíDescripción de la tienda',
      'TDP65 WBuildCores OpenDB',
    ]);
    expect(within(table).getByRole('link', { name: 'BuildCores OpenDB' })).toHaveAttribute(
      'href',
      'https://github.com/buildcores/buildcores-open-db',
    );
    expect(within(table).getByRole('link', { name: /ODC-By 1.0/ })).toBeInTheDocument();
  });

  it('writes capacities in TB when whole terabytes, and shows nothing without specs', () => {
    const { container, rerender } = render(
      <SpecTable product={{ especificaciones: { capacidadGB: 2000, velocidadMHz: 3200 }, fuentes: {} }} />,
    );
    expect(screen.getByText('2 TB')).toBeInTheDocument();
    expect(screen.getByText('3200 MHz')).toBeInTheDocument();
    rerender(<SpecTable product={{ especificaciones: {}, fuentes: {} }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
