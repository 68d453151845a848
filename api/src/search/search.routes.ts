import { Router } from 'express';
import type { AppDeps } from '../deps';

export function searchRoutes(_deps: AppDeps): Router {
  const router = Router();
  return router;
}
