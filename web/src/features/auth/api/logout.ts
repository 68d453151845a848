import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { adminApiPaths } from '../../../config/back-office-paths';
import { clearSessionToken } from '../lib/session-token';
import { sessionExpiredAtom, userLoggedAtom } from '../state/user-atom';
import { sessionRequest } from './session-request';

/**
 * Logout (spec section 4): the server revokes the token, then the token and user are cleared and the
 * app goes to /. A failed revoke still logs out locally: the user asked to leave.
 */
export function useLogout(): () => Promise<void> {
  const setUser = useSetAtom(userLoggedAtom);
  const setExpired = useSetAtom(sessionExpiredAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await sessionRequest(adminApiPaths.logout, { method: 'POST' }).catch((error: unknown) =>
      console.warn('logout failed', error),
    );
    clearSessionToken();
    setUser(null);
    setExpired(false);
    queryClient.removeQueries({ queryKey: ['admin'] });
    navigate(paths.home.getHref());
  }, [navigate, queryClient, setExpired, setUser]);
}
