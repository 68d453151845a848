import { AlertCounts } from '../../../features/back-office/alerts/components/alert-counts';
import { isFullAdmin, useBackOfficeSession } from '../../../features/back-office/session/back-office-session';
import { Redirect } from '../../../features/back-office/shell/redirect';
import { backOfficePaths } from '../../../config/back-office-paths';

/** fullAdmin only (the server enforces it too): alert counts per product. */
export default function AlertsRoute() {
  const { user } = useBackOfficeSession();
  if (!isFullAdmin(user)) return <Redirect to={backOfficePaths.home.getHref()} />;
  return <AlertCounts />;
}
