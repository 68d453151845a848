import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApp } from '../testing/test-app';
import { armadosSuite } from './armados.suite';

// The contract on PostgreSQL.
armadosSuite(async () => {
  const outbox = path.join(await mkdtemp(path.join(tmpdir(), 'hp-')), 'outbox');
  const app = await startTestApp({ OUTBOX_DIR: outbox });
  return {
    db: app.database.db,
    outbox,
    written: app.catalogWritten,
    async get(path) {
      const res = await app.request(path);
      return { status: res.status, body: await res.json() };
    },
    async post(json, path = '/api/armados/verificar') {
      const res = await app.request(path, { method: 'POST', json });
      return { status: res.status, body: await res.json() };
    },
  };
});
