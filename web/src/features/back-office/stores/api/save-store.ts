import { useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '../../../../config/back-office-paths';
import { useAction } from '../../../../lib/use-action';
import { useBackOfficeSession, type AdminRequest } from '../../session/back-office-session';
import { adminStoreKeys, type AdminStore } from './admin-store';

interface SaveAnswer {
  data: AdminStore;
  message: string;
}

/** POST /api/stores (multipart, with the logo). */
export function createStore(request: AdminRequest, form: FormData) {
  return request<SaveAnswer>(adminApiPaths.createStore, { method: 'POST', form });
}

/** PUT /api/stores/{id} (multipart: the edited fields, the logo only when replaced). */
export function updateStore(request: AdminRequest, id: number, form: FormData) {
  return request<SaveAnswer>(adminApiPaths.updateStore(id), { method: 'PUT', form });
}

/** Creates when `id` is absent, else updates; the store lists refresh either way. */
export function useSaveStore(id?: number) {
  const { request } = useBackOfficeSession();
  const queryClient = useQueryClient();
  return useAction((form: FormData) => (id ? updateStore(request, id, form) : createStore(request, form)), {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminStoreKeys.all }),
  });
}
