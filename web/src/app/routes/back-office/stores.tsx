import { isFullAdmin, useBackOfficeSession } from '../../../features/back-office/session/back-office-session';
import { AdminStoresList } from '../../../features/back-office/stores/components/admin-stores-list';
import { EditStoreScreen } from '../../../features/back-office/stores/components/edit-store-screen';

/** fullAdmin: the store list; storeAdmin: the edit form of their own store. */
export default function StoresRoute() {
  const { user } = useBackOfficeSession();
  return isFullAdmin(user) ? <AdminStoresList /> : <EditStoreScreen storeId={user.tiendaId} />;
}
