import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppToaster } from '../components/ui/app-toaster';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 1,
        refetchOnWindowFocus: false,
        // Failures are only logged (spec section 8); screens show their own empty states.
        throwOnError: false,
      },
    },
  });
}

/**
 * Server data in react-query; client state lives in jotai atoms on jotai's default store (no
 * Provider, so pages that hold no client state never load jotai); toasts on demand.
 */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
