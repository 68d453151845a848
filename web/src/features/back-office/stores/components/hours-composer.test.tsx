import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HoursField } from './hours-composer';

describe('HoursField', () => {
  it('composes the text as boxes are ticked and times chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<HoursField mode="create" current="" onChange={onChange} />);
    const composed = screen.getByLabelText('Horario compuesto');
    expect(composed).toHaveTextContent(/^$/);

    await user.click(screen.getByRole('checkbox', { name: 'Lunes a Viernes' }));
    expect(composed).toHaveTextContent('Lunes a Viernes 00:00 a 00:00');
    fireEvent.change(screen.getByLabelText('Lunes a Viernes desde'), { target: { value: '09:00' } });
    fireEvent.change(screen.getByLabelText('Lunes a Viernes hasta'), { target: { value: '13:00' } });
    await user.click(screen.getByRole('checkbox', { name: 'Horario cortado' }));
    fireEvent.change(screen.getByLabelText('Segundo horario desde'), { target: { value: '14:00' } });
    fireEvent.change(screen.getByLabelText('Segundo horario hasta'), { target: { value: '18:00' } });
    await user.click(screen.getByRole('checkbox', { name: 'Sábados' }));
    fireEvent.change(screen.getByLabelText('Sábados desde'), { target: { value: '09:00' } });
    fireEvent.change(screen.getByLabelText('Sábados hasta'), { target: { value: '13:00' } });

    const expected = 'Lunes a Viernes 09:00 a 13:00 y de 14:00 a 18:00. Sáb 09:00 a 13:00';
    expect(composed).toHaveTextContent(expected);
    expect(onChange).toHaveBeenLastCalledWith(expected);
  });

  it('in edit mode shows the hours read-only until clicked, then the composer prefilled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const current = 'Lunes a Viernes 09:00 a 18:00. Sáb 09:00 a 13:00';
    render(<HoursField mode="edit" current={current} onChange={onChange} />);
    expect(screen.queryByRole('checkbox')).toBeNull();

    await user.click(screen.getByRole('button', { name: `Editar horarios: ${current}` }));
    expect(screen.getByRole('checkbox', { name: 'Lunes a Viernes' })).toBeChecked();
    expect(screen.getByLabelText('Horario compuesto')).toHaveTextContent(current);
    expect(onChange).not.toHaveBeenCalled();
  });
});
