import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Reply, stubAdminApi } from '../../back-office/testing/admin-api-stub';
import { renderWithProviders } from '../../../test/render';
import { LoginScreen } from './login-screen';

const signedIn = {
  token: 'session-token',
  user: {
    email: 'admin@hardprecios.test',
    picture: 'https://img.test/a.png',
    role: 'fullAdmin',
    tiendaId: null,
  },
};

function Landing() {
  const { pathname, search } = useLocation();
  return <p data-testid="landed">{`${pathname}${search}`}</p>;
}

function renderLogin(props: { googleClientId?: string | null; devLoginEnabled?: boolean } = {}) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/login"
        element={
          <LoginScreen
            productName="HardPrecios"
            googleClientId={props.googleClientId ?? null}
            devLoginEnabled={props.devLoginEnabled ?? false}
          />
        }
      />
      <Route path="/back-office" element={<Landing />} />
    </Routes>,
    { path: '/login' },
  );
}

async function submitCredentials(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Correo electrónico'), email);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { google?: unknown }).google;
});

describe('LoginScreen', () => {
  it('the e-mail/password button does nothing where the development login is off', async () => {
    const { calls } = stubAdminApi({});
    renderLogin();
    await submitCredentials('admin@hardprecios.local', 'admin');
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows 'Credenciales inválidas' on a wrong pair", async () => {
    stubAdminApi({
      'POST /api/auth/login-dev': new Reply(401, {
        error: 'unauthorized',
        message: 'Credenciales inválidas',
      }),
    });
    renderLogin({ devLoginEnabled: true });
    await submitCredentials('admin@hardprecios.local', 'mal');
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenciales inválidas');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('stores the token and goes to the back office with e-mail and picture in the query', async () => {
    stubAdminApi({ 'POST /api/auth/login-dev': signedIn });
    renderLogin({ devLoginEnabled: true });
    await submitCredentials('admin@hardprecios.local', 'admin');
    const landed = await screen.findByTestId('landed');
    const url = new URL(landed.textContent!, 'http://localhost');
    expect(url.pathname).toBe('/back-office');
    expect(url.searchParams.get('email')).toBe('admin@hardprecios.test');
    expect(url.searchParams.get('picture')).toBe('https://img.test/a.png');
    expect(window.localStorage.getItem('token')).toBe('session-token');
  });

  it('shows the Google button disabled, with a note, when no client id is configured', () => {
    stubAdminApi({});
    renderLogin({ googleClientId: '' });
    expect(screen.getByRole('button', { name: 'Ingresar con Google' })).toBeDisabled();
    expect(screen.getByText(/no está configurado/)).toBeInTheDocument();
  });

  it("sends Google's credential to the API and shows the 401 message", async () => {
    const { calls } = stubAdminApi({
      'POST /api/auth/login-google': new Reply(401, {
        error: 'unauthorized',
        message: 'Acceso denegado: Usuario no autorizado',
      }),
    });
    renderLogin({ googleClientId: 'client-id.apps.googleusercontent.com' });
    // Google's script cannot load here: stand in for it the way GIS calls back.
    let callback: ((response: { credential: string }) => void) | undefined;
    (window as { google?: unknown }).google = {
      accounts: {
        id: {
          initialize: (config: { callback: typeof callback }) => (callback = config.callback),
          renderButton: () => undefined,
          prompt: () => undefined,
          cancel: () => undefined,
        },
      },
    };
    const script = await waitFor(() => {
      const element = document.querySelector('script[src*="accounts.google.com/gsi/client"]');
      expect(element).not.toBeNull();
      return element!;
    });
    fireEvent.load(script);
    await waitFor(() => expect(callback).toBeDefined());
    act(() => callback!({ credential: 'google-id-token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Acceso denegado: Usuario no autorizado');
    expect(calls[0]!.json).toEqual({ token: 'google-id-token' });
  });
});
