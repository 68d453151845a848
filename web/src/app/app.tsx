import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider, createQueryClient } from './provider';
import { prefetchRouteData } from './route-data';
import { AppRoutes } from './router';

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    prefetchRouteData(client, window.location.pathname);
    return client;
  });
  return (
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
