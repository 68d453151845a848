import express, { Router } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { alertCountsByModel } from '@hardprecios/core/alerts/alert-stats.repository';
import { AppError } from '@hardprecios/core/errors/app-error';
import { createMailer } from '@hardprecios/core/mail/mailer';
import { listOutbox, readOutbox } from '@hardprecios/core/mail/outbox';
import { listedFilterOf } from '@hardprecios/core/settings/rules.repository';
import type { AppDeps } from '../deps';
import { requireRole } from '../auth/auth.middleware';
import { endpoint } from '../http/endpoint';
import { searchRuntime } from '../search/search-runtime';
import { limitBody } from '../stats/public-write';
import { statsRuntime } from '../stats/stats-runtime';
import {
  alertStatsQuery,
  buildSignUpBody,
  outboxQuery,
  signUpBody,
  tokenBody,
  tokenQuery,
} from './alerts.schema';
import { alertsService } from './alerts.service';
import { z } from 'zod';

/** IPv6 clients are limited per /56, the block a single subscriber usually gets. */
const IPV6_SUBNET = 56;

const tokenOf = (body: { token?: string } | undefined, query: { token?: string }) => {
  const token = body?.token ?? query.token;
  if (!token)
    throw new AppError('bad_request', 'Falta el enlace de la alerta (token)', { parameter: 'token' });
  return token;
};

/**
 * Price-drop alerts (no account): sign-up, the confirmation and unsubscribe links, and the back office's
 * outbox ('Correos') and alert counts (fullAdmin).
 */
export function alertsRoutes(deps: AppDeps): Router {
  const router = Router();
  const mailer = createMailer(deps.env, { pool: false });
  const service = alertsService({
    db: deps.database.db,
    mailer,
    site: { publicUrl: deps.env.PUBLIC_URL, productName: deps.env.PRODUCT_NAME },
    logger: deps.logger,
  });
  const fullAdmin = requireRole('fullAdmin');

  router.post(
    '/alertas',
    limitBody,
    endpoint({ body: signUpBody }, async ({ body }, req, res) => {
      const runtime = searchRuntime(deps);
      const requesterHash = await statsRuntime(deps).visitorHash(ipKeyGenerator(req.ip ?? '', IPV6_SUBNET));
      const answer = await service.signUp(
        { email: body.email, productId: body.productoId, targetPrice: body.precioObjetivo, requesterHash },
        listedFilterOf(await runtime.rules()),
      );
      res.status(202).json(answer);
    }),
  );

  router.post(
    '/alertas/armado',
    limitBody,
    endpoint({ body: buildSignUpBody }, async ({ body }, req, res) => {
      const runtime = searchRuntime(deps);
      const requesterHash = await statsRuntime(deps).visitorHash(ipKeyGenerator(req.ip ?? '', IPV6_SUBNET));
      const answer = await service.signUpForBuild(
        { email: body.email, build: body.partes, targetPrice: body.precioObjetivo, requesterHash },
        listedFilterOf(await runtime.rules()),
      );
      res.status(202).json(answer);
    }),
  );
  router.post(
    '/alertas/confirmar',
    endpoint({ body: tokenBody, query: tokenQuery }, ({ body, query }) =>
      service.confirm(tokenOf(body, query)),
    ),
  );

  // The page's button posts JSON; a mail client's one-click unsubscribe (RFC 8058) posts
  // 'List-Unsubscribe=One-Click' as a form to the address in the List-Unsubscribe header.
  router.post(
    '/alertas/baja',
    express.urlencoded({ extended: false, limit: '1kb' }),
    endpoint({ body: tokenBody, query: tokenQuery }, ({ body, query }) =>
      service.unsubscribe(tokenOf(body, query)),
    ),
  );

  router.get(
    '/admin/correos',
    fullAdmin,
    endpoint({ query: outboxQuery }, async ({ query }) => {
      const { total, messages } = await listOutbox(deps.env.OUTBOX_DIR, query);
      return {
        modo: mailer.kind,
        data: messages.map((m) => ({ id: m.id, para: m.to, asunto: m.subject, enviadoEn: m.sentAt })),
        currentPage: query.page,
        totalPages: Math.ceil(total / query.limit),
        totalItems: total,
      };
    }),
  );

  router.get(
    '/admin/correos/:id',
    fullAdmin,
    endpoint({ params: z.object({ id: z.string().max(40) }) }, async ({ params }) => {
      const message = await readOutbox(deps.env.OUTBOX_DIR, params.id);
      if (!message) throw new AppError('not_found', 'No existe ese correo');
      return {
        data: {
          id: message.id,
          de: message.from,
          para: message.to,
          asunto: message.subject,
          enviadoEn: message.sentAt,
          texto: message.text,
          encabezados: message.headers,
        },
      };
    }),
  );

  router.get(
    '/admin/alertas',
    fullAdmin,
    endpoint({ query: alertStatsQuery }, async ({ query }) => {
      const { total, rows } = await alertCountsByModel(deps.database.db, query);
      return {
        data: rows.map((r) => ({
          modeloId: r.modelId,
          nombre: r.name,
          activas: r.active,
          pendientes: r.pending,
          avisosEnviados: r.sent,
        })),
        currentPage: query.page,
        totalPages: Math.ceil(total / query.limit),
        totalItems: total,
      };
    }),
  );

  return router;
}
