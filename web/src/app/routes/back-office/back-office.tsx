import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { backOfficePaths } from '../../../config/back-office-paths';
import { env } from '../../../config/env';
import { useSiteInfo } from '../../../features/app-config/api/get-app-config';
import { profileQueryOptions } from '../../../features/auth/api/get-profile';
import { useLogout } from '../../../features/auth/api/logout';
import { useSessionRequest } from '../../../features/auth/api/session-request';
import { SessionExpired } from '../../../features/auth/components/session-expired';
import { readSessionToken } from '../../../features/auth/lib/session-token';
import { sessionExpiredAtom, userLoggedAtom } from '../../../features/auth/state/user-atom';
import {
  BackOfficeSessionProvider,
  type BackOfficeSession,
} from '../../../features/back-office/session/back-office-session';
import { BackOfficeDashboard } from '../../../features/back-office/shell/back-office-dashboard';
import { BackOfficeLayout } from '../../../features/back-office/shell/back-office-layout';
import { Redirect } from '../../../features/back-office/shell/redirect';
import { lazyWithTimeout } from '../../../lib/lazy-with-timeout';
import { usePageMeta } from '../../../lib/use-page-meta';
import { mainMeta } from '../../../config/page-meta';
import '../../../styles/pages.css';
import '../../../features/back-office/styles/back-office.css';

// Each module is its own chunk: chart.js loads only with Estadísticas.
const StoresRoute = lazyWithTimeout(() => import('./stores'));
const AddStoreRoute = lazyWithTimeout(() => import('./add-store'));
const EditStoreRoute = lazyWithTimeout(() => import('./edit-store'));
const SettingsRoute = lazyWithTimeout(() => import('./settings'));
const StatisticsRoute = lazyWithTimeout(() => import('./statistics'));
const UpdatesRoute = lazyWithTimeout(() => import('./updates'));
const ModelsRoute = lazyWithTimeout(() => import('./models'));
const AlertsRoute = lazyWithTimeout(() => import('./alerts'));
const MailRoute = lazyWithTimeout(() => import('./mail'));
const AuditRoute = lazyWithTimeout(() => import('./audit'));

const moduleFallback = <Spinner block />;
const apiUrl = (path: string) => `${env.apiBase}${path}`;

/**
 * /back-office/*: shown only with a user loaded (spec section 6). Without one it shows a spinner while
 * the stored token's profile loads, or the session-expired screen (no token, or a 401 on any call).
 */
export default function BackOfficeRoute() {
  const { productName } = useSiteInfo();
  usePageMeta(mainMeta(productName));
  const request = useSessionRequest();
  const logout = useLogout();
  const [user, setUser] = useAtom(userLoggedAtom);
  const expired = useAtomValue(sessionExpiredAtom);
  const token = readSessionToken();
  const profile = useQuery({ ...profileQueryOptions(request), enabled: !user && !expired && Boolean(token) });
  useEffect(() => {
    if (profile.data && !user) setUser(profile.data);
  }, [profile.data, user, setUser]);

  const session = useMemo<BackOfficeSession | null>(
    () => (user ? { user, request, getToken: readSessionToken, apiUrl, logout: () => void logout() } : null),
    [user, request, logout],
  );

  if (!session || expired) {
    if (expired || !token || profile.isError) return <SessionExpired />;
    return <Spinner block label="Cargando tu sesión..." />;
  }
  return (
    <BackOfficeSessionProvider session={session}>
      <Routes>
        <Route element={<BackOfficeLayout productName={productName} fallback={moduleFallback} />}>
          <Route index element={<BackOfficeDashboard productName={productName} />} />
          <Route path={backOfficePaths.stores.path} element={<StoresRoute />} />
          <Route path={backOfficePaths.addStore.path} element={<AddStoreRoute />} />
          <Route path={backOfficePaths.editStore.path} element={<EditStoreRoute />} />
          <Route path={backOfficePaths.settings.path} element={<SettingsRoute />} />
          <Route path={backOfficePaths.statistics.path} element={<StatisticsRoute />} />
          <Route path={backOfficePaths.updates.path} element={<UpdatesRoute />} />
          <Route path={backOfficePaths.models.path} element={<ModelsRoute />} />
          <Route path={backOfficePaths.model.path} element={<ModelsRoute />} />
          <Route path={backOfficePaths.alerts.path} element={<AlertsRoute />} />
          <Route path={backOfficePaths.mail.path} element={<MailRoute />} />
          <Route path={backOfficePaths.audit.path} element={<AuditRoute />} />
          <Route path="*" element={<Redirect to={backOfficePaths.home.getHref()} />} />
        </Route>
      </Routes>
    </BackOfficeSessionProvider>
  );
}
