import { lazy, Suspense, useSyncExternalStore } from 'react';
import { hasToastRequests, subscribeToToastRequests } from '../../lib/notify';

const Toaster = lazy(() => import('./toaster'));

/** Mounts react-toastify on the first toast only. */
export function AppToaster() {
  const requested = useSyncExternalStore(subscribeToToastRequests, hasToastRequests, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
