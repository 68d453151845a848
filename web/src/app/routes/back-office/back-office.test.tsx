import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Reply, stubAdminApi } from '../../../features/back-office/testing/admin-api-stub';
import { renderWithProviders } from '../../../test/render';
import BackOfficeRoute from './back-office';

const EXPIRED = 'Parece que tu sesión ha expirado, por favor vuelve a ingresar.';
const admin = {
  email: 'admin@hardprecios.test',
  picture: '',
  name: 'Admin',
  role: 'fullAdmin',
  tiendaId: null,
};
const expired = new Reply(401, { error: 'unauthorized', message: 'Sesión inválida o expirada' });

function renderBackOfficeAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/back-office/*" element={<BackOfficeRoute />} />
      <Route path="/" element={<p>Sitio público</p>} />
    </Routes>,
    { path },
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('back office session', () => {
  it('shows the expired screen when there is no token', async () => {
    stubAdminApi({});
    renderBackOfficeAt('/back-office');
    expect(await screen.findByText(EXPIRED, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al sitio' })).toHaveAttribute('href', '/login');
  });

  it('loads the user of a stored token, and a 401 on the profile ends in the expired screen', async () => {
    window.localStorage.setItem('token', 'revoked');
    const { calls } = stubAdminApi({ 'GET /api/user/profile': expired });
    renderBackOfficeAt('/back-office');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText(EXPIRED, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/user/profile')!.authorization).toBe('Bearer revoked');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('shows the shell to a loaded user, and the expired screen after a 401 on any admin call', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('token', 'live');
    stubAdminApi({
      'GET /api/user/profile': { data: { data: admin } },
      'GET /api/stores/admin': expired,
    });
    renderBackOfficeAt('/back-office');
    expect(await screen.findByRole('heading', { name: 'Bienvenido a HardPrecios' })).toBeInTheDocument();
    expect(screen.getByTestId('back-office-user-email')).toHaveTextContent('admin@hardprecios.test');

    await user.click(screen.getByRole('link', { name: 'Tiendas' })); // the sidebar's
    expect(await screen.findByText(EXPIRED, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('logs out: revokes the token, clears it and goes to /', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('token', 'live');
    const { calls } = stubAdminApi({
      'GET /api/user/profile': { data: { data: admin } },
      'POST /api/auth/logout': { message: 'Sesión cerrada' },
    });
    renderBackOfficeAt('/back-office');
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByText('Sitio público')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/auth/logout')).toBe(true));
    expect(calls.find((c) => c.url.pathname === '/api/auth/logout')!.authorization).toBe('Bearer live');
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
