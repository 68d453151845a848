import { useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '../../../../config/back-office-paths';
import { useAction } from '../../../../lib/use-action';
import { useBackOfficeSession } from '../../session/back-office-session';
import { adminStoreKeys } from '../../stores/api/admin-store';
import { jobsKey } from './jobs';

export const FORCE_UPDATE_TOASTS = {
  done: 'Actualización forzada con éxito',
  failed: 'Error al forzar la actualización',
} as const;

interface ForceAnswer {
  message: string;
  jobId: string;
}

/** POST /api/stores/forzaractualizacion/ { action: 'update', tiendaId } (429 within the cooldown). */
export function useForceStoreUpdate() {
  const { request } = useBackOfficeSession();
  const queryClient = useQueryClient();
  return useAction(
    (tiendaId: number) =>
      request<ForceAnswer>(adminApiPaths.forceStoreUpdate, {
        method: 'POST',
        json: { action: 'update', tiendaId },
      }),
    {
      onSettled: async () => {
        await queryClient.invalidateQueries({ queryKey: adminStoreKeys.all });
        await queryClient.invalidateQueries({ queryKey: jobsKey });
      },
    },
  );
}

/** POST /api/stores/forzaractualizacion/global: one catalog update per active store. */
export function useForceGlobalUpdate() {
  const { request } = useBackOfficeSession();
  const queryClient = useQueryClient();
  return useAction(() => request<ForceAnswer>(adminApiPaths.forceGlobalUpdate, { method: 'POST' }), {
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}
