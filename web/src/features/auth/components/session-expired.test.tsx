import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionExpired } from './session-expired';

describe('SessionExpired', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a loader for 2 seconds, then the message and a way back to /login', () => {
    render(
      <MemoryRouter>
        <SessionExpired />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.queryByText(/sesión ha expirado/)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(
      screen.getByText('Parece que tu sesión ha expirado, por favor vuelve a ingresar.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al sitio' })).toHaveAttribute('href', '/login');
  });
});
