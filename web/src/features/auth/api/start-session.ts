import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { saveSessionToken } from '../lib/session-token';
import { sessionExpiredAtom, userLoggedAtom } from '../state/user-atom';
import type { SignedIn } from './login';

/** Login success (spec section 4): the token is stored locally and the user set. */
export function useStartSession(): (signedIn: SignedIn) => void {
  const setUser = useSetAtom(userLoggedAtom);
  const setExpired = useSetAtom(sessionExpiredAtom);
  return useCallback(
    ({ token, user }: SignedIn) => {
      saveSessionToken(token);
      setExpired(false);
      setUser(user);
    },
    [setExpired, setUser],
  );
}
