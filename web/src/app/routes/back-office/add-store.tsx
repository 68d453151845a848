import { backOfficePaths } from '../../../config/back-office-paths';
import { isFullAdmin, useBackOfficeSession } from '../../../features/back-office/session/back-office-session';
import { StoreForm } from '../../../features/back-office/stores/components/store-form';
import { Redirect } from '../../../features/back-office/shell/redirect';

/** 'Agregar nueva tienda' (fullAdmin only). */
export default function AddStoreRoute() {
  const { user } = useBackOfficeSession();
  if (!isFullAdmin(user)) return <Redirect to={backOfficePaths.stores.getHref()} />;
  return <StoreForm />;
}
