import { Router } from 'express';
import type { AppDeps } from '../deps';
import { endpoint } from '../http/endpoint';

/** The version the footer shows (spec section 1). */
export const SITE_VERSION = '6.0.7';

/** GET /api/config: what the web client needs to know about this deployment. */
export function configRoutes({ env }: AppDeps): Router {
  const router = Router();
  const development = env.NODE_ENV === 'development';
  const data = {
    productName: env.PRODUCT_NAME,
    contactEmail: env.CONTACT_EMAIL,
    version: SITE_VERSION,
    // The chat widget is the development host's unless configured otherwise.
    chatEnabled: env.CHAT_ENABLED ?? development,
    googleClientId: env.GOOGLE_CLIENT_ID,
    devLoginEnabled: development,
    // Unset, the footer falls back to the contact e-mail.
    supportChatUrl: env.SUPPORT_CHAT_URL ?? null,
  };
  router.get(
    '/config',
    endpoint({}, () => ({ data })),
  );
  return router;
}
