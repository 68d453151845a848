import { useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '../../../../config/back-office-paths';
import { notify } from '../../../../lib/notify';
import { useAction } from '../../../../lib/use-action';
import { useBackOfficeSession, type AdminRequest } from '../../session/back-office-session';
import { ACTIVE_STATUS_ID, adminStoreKeys, type AdminStore } from './admin-store';

export const STATUS_TOASTS = {
  suspended: 'Tienda suspendida con Éxito',
  suspendFailed: 'Error al suspender la tienda',
  restored: 'Tienda restaurada con Éxito',
  restoreFailed: 'Error al reactivar la tienda',
} as const;

/** DELETE /api/stores/logicdelete/{id}: a logical delete (suspension). */
export function suspendStore(request: AdminRequest, id: number) {
  return request<{ message: string }>(adminApiPaths.suspendStore(id), { method: 'DELETE' });
}

/** Reactivation is a PUT with estadoId 1 and the store's province (spec section 4). */
export function reactivateStore(request: AdminRequest, store: Pick<AdminStore, 'id' | 'provinciaId'>) {
  return request<{ message: string }>(adminApiPaths.updateStore(store.id), {
    method: 'PUT',
    json: { estadoId: ACTIVE_STATUS_ID, provinciaId: store.provinciaId },
  });
}

export function useSuspendStore() {
  const { request } = useBackOfficeSession();
  const queryClient = useQueryClient();
  return useAction((id: number) => suspendStore(request, id), {
    onSuccess: () => notify('success', STATUS_TOASTS.suspended),
    onError: () => notify('error', STATUS_TOASTS.suspendFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminStoreKeys.all }),
  });
}

export function useReactivateStore() {
  const { request } = useBackOfficeSession();
  const queryClient = useQueryClient();
  return useAction((store: AdminStore) => reactivateStore(request, store), {
    onSuccess: () => notify('success', STATUS_TOASTS.restored),
    onError: () => notify('error', STATUS_TOASTS.restoreFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminStoreKeys.all }),
  });
}
