import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../../config/back-office-paths';
import { useBackOfficeSession } from '../../session/back-office-session';

interface Paged<T> {
  data: T[];
  currentPage: number;
  totalPages: number;
  totalItems: number;
}

export interface ModelAlertCounts {
  modeloId: number;
  nombre: string;
  activas: number;
  pendientes: number;
  avisosEnviados: number;
}

export interface OutboxSummary {
  id: string;
  para: string;
  asunto: string;
  enviadoEn: string;
}

export interface OutboxMessage extends OutboxSummary {
  de: string;
  texto: string;
  encabezados: Record<string, string>;
}

export function useAlertCounts(page: number) {
  const { request } = useBackOfficeSession();
  return useQuery({
    queryKey: ['admin', 'alert-counts', page],
    queryFn: ({ signal }) => request<Paged<ModelAlertCounts>>(adminApiPaths.alertCounts(page), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOutbox(page: number) {
  const { request } = useBackOfficeSession();
  return useQuery({
    queryKey: ['admin', 'outbox', page],
    queryFn: ({ signal }) =>
      request<Paged<OutboxSummary> & { modo: 'smtp' | 'outbox' }>(adminApiPaths.outbox(page), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOutboxMessage(id: string | null) {
  const { request } = useBackOfficeSession();
  return useQuery({
    queryKey: ['admin', 'outbox-message', id],
    queryFn: ({ signal }) => request<{ data: OutboxMessage }>(adminApiPaths.outboxMessage(id!), { signal }),
    enabled: id !== null,
  });
}
