import { useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../../config/back-office-paths';
import { useBackOfficeSession } from '../../session/back-office-session';

/** One invariant of the catalog audit (core/src/audit) with what breaks it (the first 200). */
export interface AuditCheckView {
  id: string;
  titulo: string;
  cantidad: number;
  problemas: { ids: Record<string, number>; mensaje: string }[];
}

export interface AuditView {
  revisadoEn: string;
  total: number;
  controles: AuditCheckView[];
}

/** The audit, run by the server when asked (and again with 'Volver a revisar'). */
export function useCatalogAudit() {
  const { request } = useBackOfficeSession();
  return useQuery({
    queryKey: ['admin', 'audit'],
    queryFn: async ({ signal }) => (await request<{ data: AuditView }>(adminApiPaths.audit, { signal })).data,
  });
}
