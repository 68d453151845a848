import { useParams } from 'react-router-dom';
import { backOfficePaths } from '../../../config/back-office-paths';
import { isFullAdmin, useBackOfficeSession } from '../../../features/back-office/session/back-office-session';
import { EditStoreScreen } from '../../../features/back-office/stores/components/edit-store-screen';
import { Redirect } from '../../../features/back-office/shell/redirect';

/** 'Editar tienda existente'; a storeAdmin only ever edits their own store. */
export default function EditStoreRoute() {
  const { user } = useBackOfficeSession();
  const id = Number(useParams().id);
  if (!isFullAdmin(user) && id !== user.tiendaId) return <Redirect to={backOfficePaths.stores.getHref()} />;
  return <EditStoreScreen storeId={Number.isInteger(id) && id > 0 ? id : null} />;
}
