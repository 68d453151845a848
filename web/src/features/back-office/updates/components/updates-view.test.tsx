import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubAdminApi } from '../../testing/admin-api-stub';
import { renderBackOffice } from '../../testing/render-back-office';
import { UpdatesView } from './updates-view';

/** Stands in for the browser's EventSource: the test sends what the API's stream would. */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  removeEventListener(type: string) {
    this.listeners.delete(type);
  }
  close() {}
  emit(type: string, data: unknown) {
    act(() => this.listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify(data) })));
  }
}

const run = (over: Record<string, unknown>) => ({
  id: 1,
  storeId: 3,
  jobId: 'catalog-update-3',
  trigger: 'manual',
  status: 'done',
  reason: null,
  reader: 'woocommerce',
  queuedAt: '2025-03-01T10:00:00.000Z',
  startedAt: '2025-03-01T10:00:01.000Z',
  finishedAt: '2025-03-01T10:02:00.000Z',
  pagesFetched: 3,
  seen: 120,
  created: 10,
  updated: 100,
  priceChanged: 7,
  removed: 2,
  errors: 1,
  errorSamples: [{ where: 'https://tienda.test/p/9', message: 'Precio ilegible' }],
  fileName: null,
  rejectedCount: 0,
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('UpdatesView', () => {
  it('follows each store live over the stream: waiting, running with counts, done, failed', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    stubAdminApi({
      'GET /api/stores/admin': {
        data: [
          { id: 3, nombre: 'Compumundo', estadoId: 1 },
          { id: 4, nombre: 'Mexx', estadoId: 1 },
        ],
      },
      'GET /api/admin/jobs': { data: { jobs: [], runs: [run({})] } },
    });
    renderBackOffice(<UpdatesView />);
    const compumundo = await screen.findByRole('listitem', { name: 'Compumundo' });
    expect(within(compumundo).getByTestId('job-state')).toHaveTextContent('Completada');
    expect(within(compumundo).getByText(/120 leídos · 10 nuevos · 100 actualizados/)).toBeInTheDocument();
    // One error is 'error', not 'errores'.
    expect(
      within(compumundo).getByText(/7 cambios de precio · 2 no disponibles · 1 error$/),
    ).toBeInTheDocument();
    expect(
      within(compumundo).getByRole('table', { name: 'Últimas ejecuciones de Compumundo' }),
    ).toHaveTextContent('Precio ilegible');
    expect(FakeEventSource.last!.url).toBe('/api/admin/jobs/stream?token=test-token');

    const stream = FakeEventSource.last!;
    const mexx = () => screen.getByRole('listitem', { name: 'Mexx' });
    stream.emit('jobs', {
      jobs: [{ id: 'catalog-update-4', queue: 'catalog-update', storeId: 4, state: 'waiting', progress: 0 }],
    });
    expect(within(mexx()).getByTestId('job-state')).toHaveTextContent('En espera');

    const progress = {
      phase: 'reading',
      pagesFetched: 2,
      read: 40,
      created: 5,
      updated: 30,
      priceChanged: 2,
      removed: 0,
      errors: 0,
    };
    stream.emit('progress', {
      type: 'progress',
      queue: 'catalog-update',
      jobId: 'catalog-update-4',
      storeId: 4,
      data: progress,
    });
    expect(within(mexx()).getByTestId('job-state')).toHaveTextContent('En curso');
    expect(within(mexx()).getByRole('progressbar', { name: 'Mexx: Leyendo productos' })).toHaveAttribute(
      'value',
      '50',
    );
    expect(within(mexx()).getByText(/40 leídos · 5 nuevos · 30 actualizados/)).toBeInTheDocument();

    stream.emit('failed', {
      type: 'failed',
      queue: 'catalog-update',
      jobId: 'catalog-update-4',
      storeId: 4,
      data: { reason: 'El sitio respondió 503' },
    });
    await waitFor(() => expect(within(mexx()).getByTestId('job-state')).toHaveTextContent('Fallida'));
    expect(within(mexx()).getByText('Motivo: El sitio respondió 503')).toBeInTheDocument();
  });
});
