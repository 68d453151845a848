import { Router } from 'express';
import { AppError } from '@hardprecios/core/errors/app-error';
import { findSessionUser } from '@hardprecios/core/users/users.repository';
import { createJobClient } from '@hardprecios/core/jobs/job-client';
import { readPreviewContract } from '@hardprecios/core/jobs/job-contracts';
import { createReadPreviewClient } from '@hardprecios/core/jobs/read-preview-client';
import { buildTemplate } from '@hardprecios/core/spreadsheets/template';
import type { AppDeps } from '../deps';
import { canManageStoreInPath, currentUser, requireRole } from '../auth/auth.middleware';
import { endpoint } from '../http/endpoint';
import { forceUpdateSchema, runParamSchema, storeParamSchema, streamQuerySchema } from './admin-jobs.schema';
import {
  forceGlobalUpdate,
  forceStoreUpdate,
  getRunDetail,
  importSpreadsheet,
  listJobs,
  visibleStoreIds,
  type AdminJobsServiceDeps,
} from './admin-jobs.service';
import { createJobEventsHub } from './job-events';
import { spreadsheetUpload, uploadedName } from './spreadsheet-upload';

const KEEP_ALIVE_MS = 15_000;

/**
 * Forced catalog updates, spreadsheet imports and the jobs they start, for the back office. Mounted at
 * /api before the stores routes, so its fixed paths under /stores never reach /stores/:id.
 */
export function adminJobsRoutes(deps: AppDeps): Router {
  const router = Router();
  const jobs =
    deps.jobs ?? createJobClient({ redis: deps.redis, prefix: deps.env.REDIS_PREFIX, failFast: true });
  const service: AdminJobsServiceDeps = { db: deps.database.db, env: deps.env, jobs };
  const events = createJobEventsHub(deps.redis, deps.env.REDIS_PREFIX);
  const previews = createReadPreviewClient(deps.redis, deps.env.REDIS_PREFIX, deps.readPreviewWaitMs);
  // The app's connection closing means the app is shutting down.
  deps.redis.once('end', () => void previews.close());
  const admins = requireRole('fullAdmin', 'storeAdmin');

  router.post(
    '/stores/forzaractualizacion/global',
    requireRole('fullAdmin'),
    endpoint({}, async (_input, _req, res) => {
      const { jobId, joined } = await forceGlobalUpdate(service);
      res.status(202);
      return { message: 'Actualización global iniciada', jobId, data: { jobId, joined } };
    }),
  );

  router.post(
    '/stores/probar-lectura',
    admins,
    endpoint({ body: readPreviewContract.schema }, async ({ body }) => {
      const result = await previews.run(body);
      if (!result.ok) throw new AppError('bad_request', result.message);
      const { ok: _ok, ...data } = result;
      return { data };
    }),
  );

  router.post(
    '/stores/forzaractualizacion',
    admins,
    endpoint({ body: forceUpdateSchema }, async ({ body }, _req, res) => {
      try {
        const { jobId, joined } = await forceStoreUpdate(service, currentUser(res)!, body.tiendaId);
        res.status(202);
        return {
          message: 'Actualización forzada con éxito',
          jobId,
          data: { jobId, tiendaId: body.tiendaId, joined },
        };
      } catch (err) {
        const retryAfter = err instanceof AppError ? err.details?.retryAfterSeconds : undefined;
        if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
        throw err;
      }
    }),
  );

  router.get(
    '/admin/jobs',
    admins,
    endpoint({}, async (_input, _req, res) => ({ data: await listJobs(service, currentUser(res)!) })),
  );

  router.get(
    '/admin/jobs/runs/:id',
    admins,
    endpoint({ params: runParamSchema }, async ({ params }, _req, res) => ({
      data: await getRunDetail(service, currentUser(res)!, params.id),
    })),
  );

  router.get(
    '/admin/jobs/stream',
    endpoint({ query: streamQuerySchema }, async ({ query }, req, res) => {
      const user =
        currentUser(res) ?? (query.token ? await findSessionUser(deps.database.db, query.token) : undefined);
      if (!user) throw new AppError('unauthorized', 'Sesión inválida o expirada');
      const allowed = visibleStoreIds(user);
      const snapshot = await jobs.currentJobs({ storeIds: allowed });
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        // no-transform keeps compression() from buffering the stream.
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (event: string, data: unknown) =>
        res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      send('jobs', { jobs: snapshot });
      const unsubscribe = events.subscribe((event) => {
        if (allowed && (event.storeId === null || !allowed.includes(event.storeId))) return;
        send(event.type, event);
      });
      const keepAlive = setInterval(() => res.write(': ping\n\n'), KEEP_ALIVE_MS);
      req.on('close', () => {
        clearInterval(keepAlive);
        unsubscribe();
      });
    }),
  );

  router.get(
    '/stores/importaciones/plantilla',
    endpoint({}, async (_input, _req, res) => {
      const template = await buildTemplate();
      res
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .attachment('plantilla-productos.xlsx')
        .send(template);
    }),
  );

  router.post(
    '/stores/:id/importaciones',
    admins,
    // Before the upload is read: another store's admin does not get to send 20 MB first.
    canManageStoreInPath,
    spreadsheetUpload('archivo', deps.env.SPREADSHEET_MAX_MB),
    endpoint({ params: storeParamSchema }, async ({ params }, req, res) => {
      const file = req.file ? { originalName: uploadedName(req.file), bytes: req.file.buffer } : undefined;
      const { jobId, format } = await importSpreadsheet(service, currentUser(res)!, params.id, file);
      res.status(202);
      return {
        message: 'Importación iniciada',
        jobId,
        data: { jobId, tiendaId: params.id, formato: format },
      };
    }),
  );

  return router;
}
