import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { categoryChartLimits } from '../lib/stats-dates';
import { DateRangeQuery } from './date-range-query';

describe('DateRangeQuery', () => {
  it("asks for both dates before 'Consultar' queries", async () => {
    const user = userEvent.setup();
    const onQuery = vi.fn();
    render(
      <DateRangeQuery
        title="Acceso a Categorías"
        limits={categoryChartLimits('2025-03-10')}
        initial={{ start: '2025-02-24', end: '2025-03-10' }}
        onQuery={onQuery}
      />,
    );
    const end = screen.getByLabelText('Acceso a Categorías hasta');
    expect(end).toHaveAttribute('min', '2024-12-06');
    expect(end).toHaveAttribute('max', '2025-03-10');
    expect(screen.getByLabelText('Acceso a Categorías desde')).toHaveAttribute('min', '2024-11-30');

    await user.clear(end);
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, selecciona ambas fechas.');
    expect(onQuery).not.toHaveBeenCalled();

    await user.type(end, '2025-03-01');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onQuery).toHaveBeenCalledWith({ start: '2025-02-24', end: '2025-03-01' });
  });
});
