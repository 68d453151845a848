import { Outbox } from '../../../features/back-office/alerts/components/outbox';
import { isFullAdmin, useBackOfficeSession } from '../../../features/back-office/session/back-office-session';
import { Redirect } from '../../../features/back-office/shell/redirect';
import { backOfficePaths } from '../../../config/back-office-paths';

/** fullAdmin only (the server enforces it too): the local outbox ('Correos'). */
export default function MailRoute() {
  const { user } = useBackOfficeSession();
  if (!isFullAdmin(user)) return <Redirect to={backOfficePaths.home.getHref()} />;
  return <Outbox />;
}
