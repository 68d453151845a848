import { atom } from 'jotai';

export interface SessionUser {
  email: string;
  picture?: string | null;
  name?: string | null;
  role: 'fullAdmin' | 'storeAdmin';
  tiendaId?: number | null;
}

/** userLogged (spec section 3): set on login, null after logout. */
export const userLoggedAtom = atom<SessionUser | null>(null);

/** Set when the API answered 401 to a signed-in call: the back office shows the expired screen. */
export const sessionExpiredAtom = atom(false);
