import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../../components/ui/error-boundary';
import { BackOfficeHeader } from './back-office-header';
import { BackOfficeSidebar } from './back-office-sidebar';

/** Header, sidebar and the active module. */
export function BackOfficeLayout({ productName, fallback }: { productName: string; fallback: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="bo-layout">
      <BackOfficeHeader productName={productName} />
      <div className="bo-layout__body">
        <BackOfficeSidebar />
        <main id="main" className="bo-layout__main" tabIndex={-1}>
          <ErrorBoundary key={pathname}>
            <Suspense fallback={fallback}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}
