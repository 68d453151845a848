import { useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '../../../../config/back-office-paths';
import { notify } from '../../../../lib/notify';
import { useAction } from '../../../../lib/use-action';
import { useBackOfficeSession } from '../../session/back-office-session';
import type { SpecValue } from '../../../../api/types';
import { adminModelKeys } from './admin-model';

export const DECISION_TOASTS = {
  splitFailed: 'Error al separar el listado',
  mergeFailed: 'Error al unir los modelos',
  specFailed: 'Error al corregir la especificación',
} as const;

interface Decided {
  data: { modeloId: number; movidos?: number };
  message: string;
}

/** The server's reason when it gives one (Spanish), else the generic toast. */
const reason = (error: Error, fallback: string) =>
  error.message && !/^HTTP \d+/.test(error.message) ? error.message : fallback;

/** POST /api/admin/modelos/{id}/separar { productoId }: the listing leaves for a model of its own. */
export function useSplitListing(modelId: number) {
  const { request } = useBackOfficeSession();
  const queryClient = useQueryClient();
  return useAction(
    (productoId: number) =>
      request<Decided>(adminApiPaths.splitListing(modelId), { method: 'POST', json: { productoId } }),
    {
      onSuccess: (answer) => notify('success', answer.message),
      onError: (error) => notify('error', reason(error, DECISION_TOASTS.splitFailed)),
      onSettled: () => queryClient.invalidateQueries({ queryKey: adminModelKeys.all }),
    },
  );
}

/** POST /api/admin/modelos/{id}/unir { modeloId }: the other model's listings join this one. */
export function useMergeModels(modelId: number) {
  const { request } = useBackOfficeSession();
  const queryClient = useQueryClient();
  return useAction(
    (otherId: number) =>
      request<Decided>(adminApiPaths.mergeModels(modelId), { method: 'POST', json: { modeloId: otherId } }),
    {
      onSuccess: (answer) => notify('success', answer.message),
      onError: (error) => notify('error', reason(error, DECISION_TOASTS.mergeFailed)),
      onSettled: () => queryClient.invalidateQueries({ queryKey: adminModelKeys.all }),
    },
  );
}

/**
 * POST /api/admin/modelos/{id}/especificaciones { clave, valor }: the operator's value for one key (null
 * hides it), kept by every recompute.
 */
export function useCorrectSpec(modelId: number) {
  const { request } = useBackOfficeSession();
  const queryClient = useQueryClient();
  return useAction(
    ({ clave, valor }: { clave: string; valor: SpecValue | null }) =>
      request<{ message: string }>(adminApiPaths.correctModelSpec(modelId), {
        method: 'POST',
        json: { clave, valor },
      }),
    {
      onSuccess: (answer) => notify('success', answer.message),
      onError: (error) => notify('error', reason(error, DECISION_TOASTS.specFailed)),
      onSettled: () => queryClient.invalidateQueries({ queryKey: adminModelKeys.all }),
    },
  );
}
