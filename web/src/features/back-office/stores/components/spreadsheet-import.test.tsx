import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Reply, stubAdminApi } from '../../testing/admin-api-stub';
import { renderBackOffice, storeAdmin } from '../../testing/render-back-office';
import { SpreadsheetImport } from './spreadsheet-import';

const JOB = 'spreadsheet-import-3-abc123';
const finishedRun = {
  id: 41,
  storeId: 3,
  jobId: JOB,
  trigger: 'spreadsheet',
  status: 'done',
  created: 8,
  updated: 2,
  seen: 10,
  rejectedCount: 2,
  fileName: 'precios.xlsx',
};

afterEach(() => vi.unstubAllGlobals());

describe('SpreadsheetImport', () => {
  it('uploads the file, follows the import and reports imported and rejected rows', async () => {
    const user = userEvent.setup();
    let uploaded = false;
    const { calls } = stubAdminApi({
      'POST /api/stores/3/importaciones': () => {
        uploaded = true;
        return new Reply(202, { message: 'Importación iniciada', jobId: JOB });
      },
      'GET /api/admin/jobs': () => ({ data: { jobs: [], runs: uploaded ? [finishedRun] : [] } }),
      'GET /api/admin/jobs/runs/41': {
        data: {
          ...finishedRun,
          rejectedRows: [
            { row: 4, reason: 'Precio inválido' },
            { row: 9, reason: 'Falta el nombre' },
          ],
        },
      },
    });
    renderBackOffice(<SpreadsheetImport storeId={3} />, { user: storeAdmin });
    expect(screen.getByRole('link', { name: 'Descargar plantilla' })).toHaveAttribute(
      'href',
      '/api/stores/importaciones/plantilla',
    );
    const sheet = new File(['nombre;precio'], 'precios.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Archivo (.xlsx o .csv)'), sheet);
    await user.click(screen.getByRole('button', { name: 'Importar planilla' }));

    const report = await screen.findByRole('status', {}, { timeout: 4000 });
    expect(report).toHaveTextContent('Filas importadas: 10 (8 nuevas, 2 actualizadas). Filas rechazadas: 2.');
    const rejected = await within(report).findByRole('table', { name: 'Filas rechazadas' });
    expect(rejected).toHaveTextContent('4Precio inválido');
    expect(rejected).toHaveTextContent('9Falta el nombre');
    const upload = calls.find((c) => c.method === 'POST')!;
    expect((upload.form!.get('archivo') as File).name).toBe('precios.csv');
  });
});
