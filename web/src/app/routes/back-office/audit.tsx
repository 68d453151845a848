import { CatalogAudit } from '../../../features/back-office/audit/components/catalog-audit';
import { isFullAdmin, useBackOfficeSession } from '../../../features/back-office/session/back-office-session';
import { Redirect } from '../../../features/back-office/shell/redirect';
import { backOfficePaths } from '../../../config/back-office-paths';

/** fullAdmin only (the server enforces it too): the catalog audit ('Auditoría'). */
export default function AuditRoute() {
  const { user } = useBackOfficeSession();
  if (!isFullAdmin(user)) return <Redirect to={backOfficePaths.home.getHref()} />;
  return <CatalogAudit />;
}
