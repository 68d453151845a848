import { startTestApp } from '../testing/test-app';
import { armadosSuite } from './armados.suite';

// The contract on PostgreSQL.
armadosSuite(async () => {
  const app = await startTestApp();
  return {
    db: app.database.db,
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
