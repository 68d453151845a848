import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '../../../../config/back-office-paths';
import { notify } from '../../../../lib/notify';
import { useAction } from '../../../../lib/use-action';
import { useBackOfficeSession, type AdminRequest } from '../../session/back-office-session';
import { argentinaToday } from '../../lib/argentina-dates';

export type BannerKind = 'desktop' | 'mobile';

export interface AdminBanner {
  id: number;
  url: string;
  tiendaId: number;
  nombre: string;
  tienda: { nombre: string };
  tipo: BannerKind;
  fechaInicio: string;
  fechaVigencia: string;
  vigente: boolean;
}

export const BANNER_TOASTS = {
  created: 'Banner creado con Éxito',
  createFailed: 'Error al subir el banner',
  deleted: 'Banner eliminado con Éxito',
  deleteFailed: 'Error al eliminar el banner',
} as const;

const bannersKey = (kind: BannerKind) => ['admin', 'banners', kind] as const;

/** Every banner of a kind, current or not (the public list shows only the current ones). */
export async function getAdminBanners(request: AdminRequest, kind: BannerKind, signal?: AbortSignal) {
  return (await request<{ data: AdminBanner[] }>(adminApiPaths.banners(kind), { signal })).data;
}

export function useAdminBanners(kind: BannerKind) {
  const { request } = useBackOfficeSession();
  return useQuery({
    queryKey: bannersKey(kind),
    queryFn: ({ signal }) => getAdminBanners(request, kind, signal),
  });
}

/**
 * POST /api/stores/tienda/{id}/banner[/mobile]. The spec's client sent fixed dates from 2024; the banner
 * would never show, so it starts today and runs until removed (the server's default end).
 */
export function uploadBanner(request: AdminRequest, storeId: number, kind: BannerKind, file: File) {
  const form = new FormData();
  form.append('banner', file, file.name);
  form.append('fechaInicio', argentinaToday().replaceAll('-', '/'));
  return request<{ data: AdminBanner }>(adminApiPaths.uploadBanner(storeId, kind), { method: 'POST', form });
}

export function useUploadBanner(kind: BannerKind) {
  const { request } = useBackOfficeSession();
  const queryClient = useQueryClient();
  return useAction(
    ({ storeId, file }: { storeId: number; file: File }) => uploadBanner(request, storeId, kind, file),
    {
      onSuccess: () => notify('success', BANNER_TOASTS.created),
      onError: () => notify('error', BANNER_TOASTS.createFailed),
      onSettled: () => queryClient.invalidateQueries({ queryKey: bannersKey(kind) }),
    },
  );
}

export function useDeleteBanner(kind: BannerKind) {
  const { request } = useBackOfficeSession();
  const queryClient = useQueryClient();
  return useAction((id: number) => request(adminApiPaths.deleteBanner(id), { method: 'DELETE' }), {
    onSuccess: () => notify('success', BANNER_TOASTS.deleted),
    onError: () => notify('error', BANNER_TOASTS.deleteFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannersKey(kind) }),
  });
}
