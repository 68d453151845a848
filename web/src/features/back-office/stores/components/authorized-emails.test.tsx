import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AuthorizedEmails } from './authorized-emails';

function Harness({ initial = [], removable = true }: { initial?: string[]; removable?: boolean }) {
  const [emails, setEmails] = useState(initial);
  return <AuthorizedEmails emails={emails} onChange={setEmails} removable={removable} />;
}

const list = () => screen.getByRole('list', { name: 'Correos autorizados agregados' });

describe('AuthorizedEmails', () => {
  it('refuses an address that does not look like an e-mail', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Correos autorizados'), 'no-es-un-correo');
    await user.click(screen.getByRole('button', { name: 'Agregar correo' }));
    expect(screen.getByText('Correo no válido')).toBeInTheDocument();
    expect(list()).toBeEmptyDOMElement();
  });

  it('adds up to 3 (Enter adds too) and refuses a fourth', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Correos autorizados');
    await user.type(input, 'a@tienda.com{Enter}');
    await user.type(input, 'b@tienda.com{Enter}');
    await user.type(input, 'C@Tienda.com');
    await user.click(screen.getByRole('button', { name: 'Agregar correo' }));
    expect(list().querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByText('c@tienda.com')).toBeInTheDocument();

    await user.type(input, 'd@tienda.com{Enter}');
    expect(screen.getByText('Máximo 3 correos permitidos')).toBeInTheDocument();
    expect(list().querySelectorAll('li')).toHaveLength(3);
  });

  it('lets the list be edited only while creating', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness initial={['a@tienda.com', 'b@tienda.com']} />);
    await user.click(screen.getByRole('button', { name: 'Quitar a@tienda.com' }));
    expect(screen.queryByText('a@tienda.com')).toBeNull();
    unmount();

    render(<Harness initial={['a@tienda.com']} removable={false} />);
    expect(screen.getByText('a@tienda.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Quitar/ })).toBeNull();
  });
});
