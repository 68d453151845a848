import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WordSearchBox } from './word-search-box';

function setup() {
  const onSearch = vi.fn();
  render(<WordSearchBox label="Buscar productos" onSearch={onSearch} />);
  return {
    onSearch,
    input: screen.getByRole('searchbox', { name: 'Buscar productos' }),
    user: userEvent.setup(),
  };
}

describe('WordSearchBox', () => {
  it('does nothing on Enter with empty or blank text', async () => {
    const { onSearch, input, user } = setup();
    await user.type(input, '   {Enter}');
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for 3 letters when fewer are searched', async () => {
    const { onSearch, input, user } = setup();
    await user.type(input, ' ab {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor escribí al menos 3 letras');
    expect(input).toHaveAccessibleDescription('Por favor escribí al menos 3 letras');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('clears the message once 3 letters are typed, and searches the trimmed text', async () => {
    const { onSearch, input, user } = setup();
    await user.type(input, 'rt{Enter}');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.type(input, 'x');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(input, '  {Enter}');
    expect(onSearch).toHaveBeenCalledWith('rtx');
  });

  it('searches with the button too', async () => {
    const { onSearch, input, user } = setup();
    await user.type(input, 'ryzen');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith('ryzen');
  });
});
