import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fullAdmin, renderBackOffice, storeAdmin } from '../testing/render-back-office';
import { BackOfficeDashboard } from './back-office-dashboard';
import { BackOfficeSidebar } from './back-office-sidebar';

function renderShell(user = fullAdmin) {
  renderBackOffice(
    <>
      <BackOfficeSidebar />
      <BackOfficeDashboard productName="HardPrecios" />
    </>,
    { user },
  );
  return {
    modules: screen.getByRole('list', { name: 'Módulos disponibles' }),
    sidebar: screen.getByRole('navigation', { name: 'Módulos' }),
  };
}

describe('back-office modules by role', () => {
  it('gives a fullAdmin every module, Estadísticas included', () => {
    const { modules, sidebar } = renderShell();
    expect(screen.getByRole('heading', { name: 'Bienvenido a HardPrecios' })).toBeInTheDocument();
    expect(screen.getByText('Elige el módulo que desees trabajar.')).toBeInTheDocument();
    for (const [name, href] of [
      ['Tiendas', '/back-office/stores'],
      ['Estadísticas', '/back-office/statistics'],
      ['Configuración', '/back-office/settings'],
      ['Actualizaciones', '/back-office/updates'],
    ]) {
      expect(within(modules).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        href,
      );
      expect(within(sidebar).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.queryByText('Próximamente')).toBeNull();
    expect(within(sidebar).getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows Estadísticas disabled with 'Próximamente' to a storeAdmin", () => {
    const { modules, sidebar } = renderShell(storeAdmin);
    expect(within(modules).queryByRole('link', { name: /Estadísticas/ })).toBeNull();
    expect(within(sidebar).queryByRole('link', { name: /Estadísticas/ })).toBeNull();
    expect(within(modules).getByText('Próximamente')).toBeInTheDocument();
    expect(within(sidebar).getByText('Próximamente')).toBeInTheDocument();
    expect(within(modules).getByRole('link', { name: /^Tiendas/ })).toBeInTheDocument();
    expect(within(modules).getByRole('link', { name: /^Actualizaciones/ })).toBeInTheDocument();
  });
});
