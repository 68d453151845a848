import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { useRecordWebVisit } from '../../features/analytics/api/record-web-visit';
import { useAppConfig } from '../../features/app-config/api/get-app-config';
import { ChatLauncher } from '../../features/chat/components/chat-launcher';
import { Footer } from './footer';
import { Header } from './header';

/** The general layout of the public routes: skip link, header, main landmark, footer. */
export function PublicLayout({ fallback }: { fallback: ReactNode }) {
  const { pathname, state } = useLocation();
  const navigationType = useNavigationType();
  useRecordWebVisit(pathname);
  const scrollTarget = (state as { scrollTo?: string } | null)?.scrollTo;
  // A new screen starts at the top; back/forward keep the browser's position, and the header's
  // 'Categorías' asks home to scroll to its grid instead.
  useEffect(() => {
    if (navigationType !== 'POP' && !scrollTarget) window.scrollTo(0, 0);
  }, [pathname, navigationType, scrollTarget]);
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        Saltar al contenido
      </a>
      <Header />
      <main id="main" className="layout__main" tabIndex={-1}>
        <ErrorBoundary key={pathname}>
          <Suspense fallback={fallback}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <ChatLauncher enabled={useAppConfig().data?.chatEnabled === true} />
    </div>
  );
}
