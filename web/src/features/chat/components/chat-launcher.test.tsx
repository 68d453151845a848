import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ChatLauncher } from './chat-launcher';

describe('ChatLauncher', () => {
  it('shows nothing where the chat is not enabled', async () => {
    const { container } = renderWithProviders(<ChatLauncher enabled={false} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });

  it('loads the widget where it is enabled', async () => {
    renderWithProviders(<ChatLauncher enabled />);
    expect(await screen.findByRole('button', { name: 'Chat de ayuda' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
