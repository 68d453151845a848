import { createContext, useContext, type ReactNode } from 'react';

export type AdminRole = 'fullAdmin' | 'storeAdmin';

export interface BackOfficeUser {
  email: string;
  picture?: string | null;
  name?: string | null;
  role: AdminRole;
  tiendaId?: number | null;
}

export interface AdminRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
}

/** A call with the session's bearer token; errors throw (a 401 also ends the session). */
export type AdminRequest = <T>(path: string, options?: AdminRequestOptions) => Promise<T>;

export interface BackOfficeSession {
  user: BackOfficeUser;
  request: AdminRequest;
  /** The raw token, for the one call that cannot send headers (the SSE stream). */
  getToken: () => string | null;
  /** An API path as an absolute URL for links and EventSource (the API may live on another origin). */
  apiUrl: (path: string) => string;
  logout: () => void;
}

const SessionContext = createContext<BackOfficeSession | null>(null);

/** The app's shell route provides the signed-in session; every back-office screen reads it here. */
export function BackOfficeSessionProvider({
  session,
  children,
}: {
  session: BackOfficeSession;
  children: ReactNode;
}) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useBackOfficeSession(): BackOfficeSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useBackOfficeSession needs a BackOfficeSessionProvider');
  return session;
}

export const isFullAdmin = (user: BackOfficeUser) => user.role === 'fullAdmin';

/** The HTTP status of a failed call (ApiError), if it has one. */
export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The extra fields of an error answer (e.g. retryAfterSeconds of a 429). */
export function errorDetails(error: unknown): Record<string, unknown> {
  return (error as { details?: Record<string, unknown> } | null)?.details ?? {};
}
