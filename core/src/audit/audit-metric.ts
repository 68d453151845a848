import { auditViolations } from '../metrics/metrics';
import { AUDIT_CHECKS, type AuditCounts } from './catalog-audit';

/** hardprecios_audit_violations{check}: the last audit's counts, for alerting on any above zero. */
export function publishAuditCounts(counts: AuditCounts): void {
  for (const check of AUDIT_CHECKS) auditViolations.set({ check }, counts[check] ?? 0);
}
