import { Router } from 'express';
import { publishAuditCounts } from '@hardprecios/core/audit/audit-metric';
import { countsOf, runCatalogAudit } from '@hardprecios/core/audit/catalog-audit';
import type { AppDeps } from '../deps';
import { requireRole } from '../auth/auth.middleware';
import { endpoint } from '../http/endpoint';

/** Violations listed per check: the count says how many there are in all. */
const LISTED_PER_CHECK = 200;

/**
 * GET /api/admin/auditoria (fullAdmin): the catalog audit run now, each check with its count and its
 * violations (ids and what is wrong). Also refreshes hardprecios_audit_violations on this process.
 */
export function auditRoutes(deps: AppDeps): Router {
  const router = Router();
  router.get(
    '/admin/auditoria',
    requireRole('fullAdmin'),
    endpoint({}, async () => {
      const report = await runCatalogAudit(deps.database.db);
      publishAuditCounts(countsOf(report));
      return {
        data: {
          revisadoEn: report.checkedAt,
          total: report.total,
          controles: report.checks.map((c) => ({
            id: c.id,
            titulo: c.title,
            cantidad: c.violations.length,
            problemas: c.violations
              .slice(0, LISTED_PER_CHECK)
              .map((v) => ({ ids: v.ids, mensaje: v.message })),
          })),
        },
      };
    }),
  );
  return router;
}
