import { Router } from 'express';
import { listedFilterOf } from '@hardprecios/core/settings/rules.repository';
import type { AppDeps } from '../deps';
import { endpoint } from '../http/endpoint';
import { searchRuntime } from '../search/search-runtime';
import { candidatesBody, verifyBody } from './armados.schema';
import { armadosService } from './armados.service';

/** 'Armá tu PC': checks a build's compatibility and prices it across stores. */
export function armadosRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = armadosService(deps.database.db, async () =>
    listedFilterOf(await searchRuntime(deps).rules()),
  );
  router.post(
    '/armados/verificar',
    endpoint({ body: verifyBody }, ({ body }) => service.verify(body.partes)),
  );
  router.post(
    '/armados/candidatos',
    endpoint({ body: candidatesBody }, ({ body }) => service.candidates(body.partes, body.parte, body.ids)),
  );
  return router;
}
