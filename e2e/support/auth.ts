import type { APIRequestContext, Page } from '@playwright/test';
import { readStackInfo } from '../harness/stack';

/** What POST /api/auth/login-google answers. */
export interface SignedIn {
  token: string;
  user: { email: string; role: string; tiendaId: number | null; name?: string; picture?: string };
}

/** A Google ID token for `email`, signed by the fixture key set the app trusts (GOOGLE_JWKS_URL). */
export async function googleIdToken(email: string, claims: Record<string, unknown> = {}): Promise<string> {
  const { signerUrl } = readStackInfo();
  if (!signerUrl) throw new Error('the stack was started without its fixtures (no token signer)');
  const res = await fetch(signerUrl, { method: 'POST', body: JSON.stringify({ email, ...claims }) });
  if (!res.ok) throw new Error(`the token signer answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** Signs in through the API exactly as the Google button does (the ID token comes from the fixture key set). */
export async function signInWithGoogle(request: APIRequestContext, email: string): Promise<SignedIn> {
  const res = await request.post('/api/auth/login-google', { data: { token: await googleIdToken(email) } });
  if (!res.ok()) throw new Error(`POST /api/auth/login-google answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as SignedIn;
}

/**
 * Opens the page already signed in: the session token is where the client keeps it (localStorage 'token')
 * before any of the app's scripts run. Call before page.goto.
 */
export async function useSession(page: Page, signedIn: SignedIn): Promise<void> {
  await page.addInitScript((token) => window.localStorage.setItem('token', token), signedIn.token);
}
