import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion';

describe('FaqAccordion', () => {
  it('has the 7 questions, all closed at first', () => {
    render(<FaqAccordion productName="HardPrecios" />);
    const questions = screen.getAllByRole('button');
    expect(questions).toHaveLength(7);
    questions.forEach((question) => expect(question).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('keeps one answer open at a time, and closes it when asked again', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion productName="HardPrecios" />);
    const sells = screen.getByRole('button', { name: '¿HardPrecios vende productos?' });
    const join = screen.getByRole('button', { name: '¿Cómo sumo mi tienda?' });

    await user.click(sells);
    expect(sells).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: '¿HardPrecios vende productos?' })).toHaveTextContent(
      'es solo un nexo entre vos y la tienda',
    );

    await user.click(join);
    expect(sells).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region')).toHaveTextContent('WhatsApp');

    await user.click(join);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion productName="HardPrecios" />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: '¿Qué es HardPrecios?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
