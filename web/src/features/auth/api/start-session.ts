import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { saveSessionToken } from '../lib/session-token';
import { sessionExpiredAtom, userLoggedAtom } from '../state/user-atom';
import type { SignedIn } from './login';

/**
 * Login success (spec section 4): the token is stored locally and the user set. Back-office data
 * cached for a previous session is dropped, so a new user never sees the last one's stores.
 */
export function useStartSession(): (signedIn: SignedIn) => void {
  const setUser = useSetAtom(userLoggedAtom);
  const setExpired = useSetAtom(sessionExpiredAtom);
  const queryClient = useQueryClient();
  return useCallback(
    ({ token, user }: SignedIn) => {
      queryClient.removeQueries({ queryKey: ['admin'] });
      saveSessionToken(token);
      setExpired(false);
      setUser(user);
    },
    [queryClient, setExpired, setUser],
  );
}
