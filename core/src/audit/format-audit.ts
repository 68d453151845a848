import type { AuditReport } from './catalog-audit';

const idsOf = (ids: Record<string, number>) =>
  Object.entries(ids)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');

/** The report as text: one line per check with its count, then each violation with its ids. */
export function formatAudit(report: AuditReport): string {
  const lines = [`Auditoría del catálogo (${report.checkedAt}): ${report.total} problemas`];
  for (const check of report.checks) {
    lines.push(
      `${check.violations.length === 0 ? 'OK ' : 'MAL'} ${check.id}: ${check.violations.length} — ${check.title}`,
    );
    for (const v of check.violations) lines.push(`    [${idsOf(v.ids)}] ${v.message}`);
  }
  return `${lines.join('\n')}\n`;
}
