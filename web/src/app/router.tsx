import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { Spinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { lazyWithTimeout } from '../lib/lazy-with-timeout';
import { PublicLayout } from './layout/public-layout';

// One chunk per screen, so '/' never downloads InstantSearch or chart.js.
const HomeRoute = lazyWithTimeout(() => import('./routes/home'));
const StoresRoute = lazyWithTimeout(() => import('./routes/stores'));
const SearchResultRoute = lazyWithTimeout(() => import('./routes/search-result'));
const ProductDetailRoute = lazyWithTimeout(() => import('./routes/product-detail'));
const SearchInfoRoute = lazyWithTimeout(() => import('./routes/search-info'));
const CategoriesMobileRoute = lazyWithTimeout(() => import('./routes/categories-mobile'));
const FaqRoute = lazyWithTimeout(() => import('./routes/faq'));
const BuildPcRoute = lazyWithTimeout(() => import('./routes/build-pc'));
const AboutRoute = lazyWithTimeout(() => import('./routes/about'));
const MainRoute = lazyWithTimeout(() => import('./routes/main'));
const LoginRoute = lazyWithTimeout(() => import('./routes/login'));
const NotFoundRoute = lazyWithTimeout(() => import('./routes/not-found'));
const AlertConfirmRoute = lazyWithTimeout(() => import('./routes/alert-confirm'));
const AlertUnsubscribeRoute = lazyWithTimeout(() => import('./routes/alert-unsubscribe'));
const BackOfficeRoute = lazyWithTimeout(() => import('./routes/back-office/back-office'));

const screenFallback = (
  <div className="route-fallback">
    <Spinner />
  </div>
);

export function AppRoutes() {
  return (
    <ErrorBoundary>
      <Suspense fallback={screenFallback}>
        <Routes>
          <Route path={paths.searchInfo.path} element={<SearchInfoRoute />} />
          <Route path={paths.login.path} element={<LoginRoute />} />
          <Route path={`${paths.backOffice.path}/*`} element={<BackOfficeRoute />} />
          <Route element={<PublicLayout fallback={screenFallback} />}>
            <Route index element={<HomeRoute />} />
            <Route path={paths.stores.path} element={<StoresRoute />} />
            <Route path={paths.searchResult.path} element={<SearchResultRoute />} />
            <Route path={paths.productDetail.path} element={<ProductDetailRoute />} />
            <Route path={paths.categoriesMobile.path} element={<CategoriesMobileRoute />} />
            <Route path={paths.faq.path} element={<FaqRoute />} />
            <Route path={paths.buildPc.path} element={<BuildPcRoute />} />
            <Route path={paths.about.path} element={<AboutRoute />} />
            <Route path={paths.main.path} element={<MainRoute />} />
            <Route path={paths.alertConfirm.path} element={<AlertConfirmRoute />} />
            <Route path={paths.alertUnsubscribe.path} element={<AlertUnsubscribeRoute />} />
            <Route path="*" element={<NotFoundRoute />} />
          </Route>
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
