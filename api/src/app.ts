import express from 'express';
import compression from 'compression';
import helmet from 'helmet';
import { useSpanishValidationMessages } from '@hardprecios/core/validation/spanish-messages';
import type { AppDeps } from './deps';
import { errorHandler, notFoundApi } from './http/error-handler';
import { healthRoutes } from './health/health.routes';
import { authenticate } from './auth/auth.middleware';
import { webClientRoutes } from './web-client/web-client.routes';
import { configRoutes } from './config/config.routes';
import { productsRoutes } from './products/products.routes';
import { storesRoutes } from './stores/stores.routes';
import { searchRoutes } from './search/search.routes';
import { authRoutes } from './auth/auth.routes';
import { statsRoutes } from './stats/stats.routes';
import { modelsAdminRoutes } from './models-admin/models-admin.routes';
import { adminJobsRoutes } from './admin-jobs/admin-jobs.routes';
import { storesAdminRoutes } from './stores-admin/stores-admin.routes';
import { bannersRoutes } from './banners/banners.routes';
import { demoAssetsRoutes } from './demo-assets/demo-assets.routes';
import { bannersAdminRoutes } from './banners-admin/banners-admin.routes';
import { uploadsRoutes } from './uploads/uploads.routes';
import { chatRoutes } from './chat/chat.routes';
import { alertsRoutes } from './alerts/alerts.routes';
import { auditRoutes } from './audit/audit.routes';
import { armadosRoutes } from './armados/armados.routes';
import { metricsRoutes, timeRequests } from './metrics/metrics.routes';

/** Wires every feature's routes explicitly; the one place that knows them all. */
export function createApp(deps: AppDeps) {
  // Every 400 says what is wrong in Spanish, zod's own messages included.
  useSpanishValidationMessages();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(timeRequests);
  app.use(metricsRoutes(deps));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // blob: is the store form's logo preview (URL.createObjectURL of the chosen file).
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'script-src': ["'self'", 'https://accounts.google.com/gsi/client'],
          'frame-src': ["'self'", 'https://accounts.google.com/gsi/'],
          'connect-src': ["'self'", 'https://accounts.google.com/gsi/'],
          'style-src': ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compression());
  app.use('/api', express.json({ limit: '100kb' }));

  app.use('/api', authenticate(deps));

  app.use('/api', healthRoutes(deps));
  app.use('/api', configRoutes(deps));
  app.use('/api', authRoutes(deps));
  app.use('/api/products', productsRoutes(deps));
  app.use('/api', searchRoutes(deps));
  app.use('/api', chatRoutes(deps));
  app.use('/api', alertsRoutes(deps));
  app.use('/api', auditRoutes(deps));
  app.use('/api', armadosRoutes(deps));
  // Under /api/stores: jobs and banners first, so their fixed paths never reach /api/stores/:id.
  app.use('/api', adminJobsRoutes(deps));
  app.use('/api/admin/modelos', modelsAdminRoutes(deps));
  app.use('/api/stores', bannersRoutes(deps));
  app.use('/api/stores', bannersAdminRoutes(deps));
  app.use('/api/stores', storesAdminRoutes(deps));
  app.use('/api/stores', storesRoutes(deps));
  app.use('/api/estadisticas', statsRoutes(deps));

  app.use('/api', notFoundApi);
  app.use('/uploads', uploadsRoutes(deps));
  app.use(demoAssetsRoutes());
  app.use(webClientRoutes(deps));
  app.use(errorHandler(deps.logger));
  return app;
}
