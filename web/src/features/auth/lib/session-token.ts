/** The bearer token is kept locally (spec section 4); only the back office and login use it. */
const TOKEN_KEY = 'token';

export function readSessionToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    // Storage can be blocked (private modes, policies): then there is simply no session.
    return null;
  }
}

export function saveSessionToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
}

export function clearSessionToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // nothing stored, nothing to clear
  }
}
