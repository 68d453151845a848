import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubAdminApi, Reply } from '../../testing/admin-api-stub';
import { renderBackOffice, storeAdmin } from '../../testing/render-back-office';
import type { AdminStore } from '../api/admin-store';
import { STORE_FORM_MESSAGES } from '../lib/store-form-rules';
import { StoreForm } from './store-form';

const existing: AdminStore = {
  id: 3,
  nombre: 'Compumundo',
  url: 'compumundo.com.ar',
  contacto: '+54 11 4000-0000',
  correoContacto: 'ventas@compumundo.com.ar',
  correosAutorizados: 'tienda@compumundo.test',
  estadoId: 1,
  provinciaId: 2,
  provincia: { id: 2, nombre: 'Buenos Aires' },
  horarios: 'Lunes a Viernes 09:00 a 18:00',
  logo: '/uploads/logos/compumundo.webp',
  origen: 'site',
  lector: 'auto',
};

/** Messages are matched whole, trailing space included ('... .net '). */
const exactly = (message: string) => (_: string, element: Element | null) =>
  element?.classList.contains('form-error') === true && element.textContent === message;

afterEach(() => vi.unstubAllGlobals());

describe('StoreForm, creating', () => {
  it('shows every required-field message and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = stubAdminApi({});
    renderBackOffice(<StoreForm />);
    expect(screen.getByRole('heading', { name: 'Agregar nueva tienda' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    for (const message of [
      STORE_FORM_MESSAGES.nameRequired,
      STORE_FORM_MESSAGES.urlRequired,
      STORE_FORM_MESSAGES.logoRequired,
      STORE_FORM_MESSAGES.provinceRequired,
      STORE_FORM_MESSAGES.phoneRequired,
      STORE_FORM_MESSAGES.authorizedRequired,
    ])
      expect(screen.getByText(exactly(message))).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('takes a message away once its field is fixed, keeping the others', async () => {
    const user = userEvent.setup();
    stubAdminApi({});
    renderBackOffice(<StoreForm />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByText(exactly(STORE_FORM_MESSAGES.nameRequired))).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nombre'), 'Compumundo');
    expect(screen.queryByText(exactly(STORE_FORM_MESSAGES.nameRequired))).toBeNull();
    expect(screen.getByLabelText('Nombre')).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('URL'), 'mi tienda');
    // Still wrong, in another way: the message says what is wrong now.
    expect(
      screen.getByText(exactly('La URL debe tener un formato válido ejemplos : .com, .ar , .net ')),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('URL'));
    await user.type(screen.getByLabelText('URL'), 'compumundo.com.ar');
    expect(screen.queryByText(exactly(STORE_FORM_MESSAGES.urlRequired))).toBeNull();
    expect(screen.getByText(exactly(STORE_FORM_MESSAGES.phoneRequired))).toBeInTheDocument();
  });

  it('explains the URL format', async () => {
    const user = userEvent.setup();
    stubAdminApi({});
    renderBackOffice(<StoreForm />);
    await user.type(screen.getByLabelText('URL'), 'mi tienda');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      screen.getByText(exactly('La URL debe tener un formato válido ejemplos : .com, .ar , .net ')),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('URL')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a logo that is not .jpg, .jpeg or .png', async () => {
    const user = userEvent.setup({ applyAccept: false });
    stubAdminApi({});
    renderBackOffice(<StoreForm />);
    await user.upload(screen.getByLabelText('Logo'), new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(screen.getByText(STORE_FORM_MESSAGES.logoType)).toBeInTheDocument();
  });

  it('posts the whole form as multipart and returns to the list 1.5 s later', async () => {
    const user = userEvent.setup();
    const { calls } = stubAdminApi({
      'POST /api/stores': new Reply(201, {
        data: { ...existing, id: 9 },
        message: 'Tienda creada con Éxito',
      }),
    });
    renderBackOffice(<StoreForm />, { path: '/back-office/add-store' });
    await user.type(screen.getByLabelText('Nombre'), 'Mexx');
    await user.type(screen.getByLabelText('URL'), 'mexx.com.ar');
    await user.selectOptions(screen.getByLabelText('Provincia'), 'Córdoba');
    await user.type(screen.getByLabelText('Teléfono de contacto'), '351 555-0000');
    await user.type(screen.getByLabelText('Correos autorizados'), 'admin@mexx.com.ar{Enter}');
    await user.click(screen.getByRole('checkbox', { name: 'Sábados' }));
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Logo'), logo);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    const form = calls[0]!.form!;
    expect(calls[0]!.url.pathname).toBe('/api/stores');
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toMatchObject({
      nombre: 'Mexx',
      url: 'mexx.com.ar',
      provinciaId: '6',
      contacto: '351 555-0000',
      correosAutorizados: 'admin@mexx.com.ar',
      horarios: 'Sáb 00:00 a 00:00',
      estadoId: '1',
      origen: 'site',
      lector: 'auto',
    });
    expect((form.get('logo') as File).name).toBe('logo.png');
    expect(screen.queryByTestId('navigated-to')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('navigated-to')).toBeInTheDocument(), { timeout: 2500 });
  });

  it('keeps the user on the form with the server message when saving fails', async () => {
    const user = userEvent.setup();
    stubAdminApi({
      'POST /api/stores': new Reply(409, {
        error: 'conflict',
        message: 'El correo admin@mexx.com.ar ya está autorizado en la tienda Mexx',
      }),
    });
    renderBackOffice(<StoreForm />);
    await user.type(screen.getByLabelText('Nombre'), 'Mexx');
    await user.type(screen.getByLabelText('URL'), 'mexx.com.ar');
    await user.selectOptions(screen.getByLabelText('Provincia'), 'CABA');
    await user.type(screen.getByLabelText('Teléfono de contacto'), '11');
    await user.type(screen.getByLabelText('Correos autorizados'), 'admin@mexx.com.ar{Enter}');
    await user.upload(screen.getByLabelText('Logo'), new File(['png'], 'logo.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ya está autorizado en la tienda Mexx');
  });
});

describe('StoreForm, editing', () => {
  it('validates only the URL, naming the host it expects', async () => {
    const user = userEvent.setup();
    const { calls } = stubAdminApi({});
    renderBackOffice(<StoreForm store={existing} />, { user: storeAdmin });
    expect(screen.getByRole('heading', { name: 'Editar tienda existente' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Nombre'));
    await user.clear(screen.getByLabelText('URL'));
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(screen.getByText(exactly(STORE_FORM_MESSAGES.urlRequired))).toBeInTheDocument();
    expect(screen.queryByText(STORE_FORM_MESSAGES.nameRequired)).toBeNull();

    await user.type(screen.getByLabelText('URL'), 'https://compumundo.com.ar/ofertas');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(screen.getByText(exactly('La URL debe tener el formato compumundo.com.ar'))).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the province and hours only when they were changed', async () => {
    const user = userEvent.setup();
    const { calls } = stubAdminApi({
      'PUT /api/stores/3': { data: existing, message: 'Tienda actualizada con Éxito' },
    });
    renderBackOffice(<StoreForm store={existing} />);
    expect(screen.queryByRole('button', { name: /Quitar/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.form!.has('provinciaId')).toBe(false);
    expect(calls[0]!.form!.has('horarios')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cambiar provincia: Buenos Aires' }));
    await user.selectOptions(screen.getByLabelText('Provincia'), 'Mendoza');
    await user.click(screen.getByRole('button', { name: /Editar horarios/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Sábados' }));
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.form!.get('provinciaId')).toBe('13');
    expect(calls[1]!.form!.get('horarios')).toBe('Lunes a Viernes 09:00 a 18:00. Sáb 00:00 a 00:00');
  });
});
