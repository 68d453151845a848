import { Spinner } from '../../../../components/ui/spinner';
import { useAdminStore } from '../api/get-admin-store';
import { StoreForm } from './store-form';

/** Loads one store and opens its edit form (a storeAdmin gets only their own from the API). */
export function EditStoreScreen({ storeId }: { storeId: number | null | undefined }) {
  const store = useAdminStore(storeId);
  if (!storeId) return <p className="empty-text">Tu usuario no tiene una tienda asignada.</p>;
  if (store.isPending) return <Spinner block />;
  if (store.isError) return <p className="empty-text">No se pudo cargar la tienda.</p>;
  return <StoreForm key={store.data.id} store={store.data} />;
}
