import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { setViewportWidth } from '../../../test/viewport';
import ChatWidget from './chat-widget';

type Reply = { status: number; body: unknown } | Promise<{ status: number; body: unknown }> | 'network error';

const answer = (reply: string, segments: unknown[] = [{ type: 'text', text: reply }]) => ({
  status: 200,
  body: { data: { reply, segments } },
});

let replies: Reply[];
const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
  const scripted = replies.shift() ?? answer('Respuesta');
  // What fetch does when the network fails.
  if (scripted === 'network error') throw new TypeError('Failed to fetch');
  const next = await scripted;
  return new Response(JSON.stringify(next.body), {
    status: next.status,
    headers: { 'content-type': 'application/json' },
  });
});
const sentBodies = () =>
  fetchMock.mock.calls.map(
    ([, init]) => JSON.parse(String(init?.body)) as { messages: { role: string; content: string }[] },
  );

function Where() {
  const location = useLocation();
  return <output aria-label="ruta">{location.pathname + location.search}</output>;
}

function setup() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <ChatWidget />
    </>,
  );
  const toggle = screen.getByRole('button', { name: 'Chat de ayuda' });
  return {
    user,
    toggle,
    async openChat() {
      await user.click(toggle);
      return screen.getByRole('textbox', { name: 'Escribí tu consulta' });
    },
  };
}

beforeEach(() => {
  replies = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  setViewportWidth(1280);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ChatWidget', () => {
  it('opens a labelled dialog with the input focused, and Escape closes it, focus back on the button', async () => {
    const { user, toggle, openChat } = setup();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
    const input = await openChat();
    expect(screen.getByRole('dialog', { name: 'Asistente de hardware' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Cerrar chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores empty messages', async () => {
    const { user, openChat } = setup();
    const input = await openChat();
    await user.type(input, '   {Enter}');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(within(screen.getByRole('log')).getAllByRole('paragraph')).toHaveLength(1);
  });

  it('shows a typing indicator while the answer is awaited, then the answer', async () => {
    let respond!: (reply: { status: number; body: unknown }) => void;
    replies.push(new Promise((resolve) => (respond = resolve)));
    const { user, openChat } = setup();
    const input = await openChat();
    await user.type(input, '¿Qué fuente compro?{Enter}');
    expect(input).toHaveValue('');
    expect(screen.getByText('¿Qué fuente compro?')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'El asistente está escribiendo' })).toBeInTheDocument();
    await act(async () => respond(answer('Una de 650 W.')));
    expect(await screen.findByText('Una de 650 W.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'El asistente está escribiendo' })).toBeNull();
  });

  it('renders the answer’s links as router links, and anything else as text', async () => {
    replies.push(
      answer('Mirá la RTX 4060 o esta otra.', [
        { type: 'text', text: 'Mirá la ' },
        { type: 'link', text: 'RTX 4060', href: '/search-result/?wordKey=RTX%204060&page=1' },
        { type: 'text', text: ' o ' },
        { type: 'link', text: 'esta otra', href: 'https://otro-sitio.com/x' },
        { type: 'text', text: '.' },
      ]),
    );
    const { user, openChat } = setup();
    await user.type(await openChat(), 'placas{Enter}');
    const link = await screen.findByRole('link', { name: 'RTX 4060' });
    expect(link).toHaveAttribute('href', '/search-result/?wordKey=RTX%204060&page=1');
    expect(screen.queryByRole('link', { name: 'esta otra' })).toBeNull();
    expect(screen.getByText('esta otra')).toBeInTheDocument();
    await user.click(link);
    expect(screen.getByRole('status', { name: 'ruta' })).toHaveTextContent(
      '/search-result/?wordKey=RTX%204060&page=1',
    );
    // On a wide screen the conversation stays open beside the page.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('sends the conversation so far, without its notices, and keeps the rolling limit of 7 per 60 s', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { user, openChat } = setup();
    const input = await openChat();
    for (let i = 1; i <= 7; i++) {
      await user.type(input, `pregunta ${i}{Enter}`);
      await waitFor(() => expect(screen.getAllByText('Respuesta')).toHaveLength(i));
      now += 5_000;
    }
    expect(fetchMock).toHaveBeenCalledTimes(7);

    await user.type(input, 'pregunta 8{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Has enviado demasiados mensajes. Por favor, espera un momento antes de volver a intentarlo.',
    );
    expect(fetchMock).toHaveBeenCalledTimes(7);
    expect(input).toHaveValue('pregunta 8');

    // 60 s after the first message, one more fits.
    now = 1_000_000 + 60_000;
    await user.type(input, '{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(8);
    const last = sentBodies().at(-1)!.messages;
    expect(last.at(-1)).toEqual({ role: 'user', content: 'pregunta 8' });
    expect(last.at(-2)).toEqual({ role: 'assistant', content: 'Respuesta' });
    expect(last.filter((m) => m.content.startsWith('Has enviado'))).toEqual([]);
    expect(last).toHaveLength(15);
  });

  it('shows the server’s message for the chat’s failures and the spec’s for anything else', async () => {
    replies.push(
      {
        status: 503,
        body: { error: 'unavailable', message: 'No se recibió una respuesta válida del modelo.' },
      },
      {
        status: 429,
        body: {
          error: 'too_many_requests',
          message:
            'Has enviado demasiados mensajes. Por favor, espera un momento antes de volver a intentarlo.',
        },
      },
      { status: 500, body: { error: 'internal', message: 'Error interno del servidor' } },
      'network error',
    );
    const { user, openChat } = setup();
    const input = await openChat();
    const expected = [
      'No se recibió una respuesta válida del modelo.',
      'Has enviado demasiados mensajes. Por favor, espera un momento antes de volver a intentarlo.',
      'Lo siento, hubo un error procesando tu consulta. ¿Podrías intentar de nuevo?',
      'Lo siento, no pude procesar tu consulta en este momento. Parece haber un problema de conexión con el servicio de IA.',
    ];
    for (const [i, message] of expected.entries()) {
      await user.type(input, `pregunta ${i}{Enter}`);
      expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    }
  });

  it('takes the whole screen up to 768 px, where following a link closes the chat', async () => {
    replies.push(
      answer('Ver', [{ type: 'link', text: 'Ryzen 5', href: '/search-result/?wordKey=Ryzen%205&page=1' }]),
    );
    setViewportWidth(768);
    const { user, toggle, openChat } = setup();
    const widget = toggle.parentElement!;
    expect(widget).toHaveClass('chat--mobile');
    await user.type(await openChat(), 'micro{Enter}');
    await user.click(await screen.findByRole('link', { name: 'Ryzen 5' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    setViewportWidth(769);
    expect(widget).not.toHaveClass('chat--mobile');
  });

  it('grows the input with its text up to 120 px, then scrolls it', async () => {
    const { user, openChat } = setup();
    const input = await openChat();
    let contentHeight = 64;
    Object.defineProperty(input, 'scrollHeight', { configurable: true, get: () => contentHeight });
    await user.type(input, 'a');
    expect(input.style.height).toBe('64px');
    expect(input.style.overflowY).toBe('hidden');
    contentHeight = 300;
    await user.type(input, '{Shift>}{Enter}{/Shift}b');
    expect(input.style.height).toBe('120px');
    expect(input.style.overflowY).toBe('auto');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
