import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../api/client';
import { backOfficePaths } from '../../../config/back-office-paths';
import {
  DEV_LOGIN_INVALID_MESSAGE,
  GOOGLE_UNAUTHORIZED_MESSAGE,
  loginWithDevCredentials,
  loginWithGoogle,
  type SignedIn,
} from '../api/login';
import { useStartSession } from '../api/start-session';
import { GoogleSignIn } from './google-sign-in';
import { LoginView } from './login-view';

interface LoginScreenProps {
  productName: string;
  /** undefined while /api/config loads; null or '' when Google sign-in is not configured. */
  googleClientId: string | null | undefined;
  devLoginEnabled: boolean;
}

/**
 * /login wired: Google sign-in always; the e-mail/password pair only where the server offers the
 * development login (elsewhere the button does nothing). Success goes to the back office.
 */
export function LoginScreen({ productName, googleClientId, devLoginEnabled }: LoginScreenProps) {
  const [error, setError] = useState<string | null>(null);
  const startSession = useStartSession();
  const navigate = useNavigate();

  const enter = (signedIn: SignedIn) => {
    startSession(signedIn);
    navigate(backOfficePaths.home.getHref(signedIn.user));
  };
  // Spec section 8: only a 401 has a message; other login failures are only logged.
  const failWith = (message: string) => (cause: unknown) => {
    if (cause instanceof ApiError && cause.status === 401) setError(message);
    else console.warn('login failed', cause);
  };

  return (
    <LoginView
      productName={productName}
      error={error}
      onSubmit={
        devLoginEnabled
          ? (credentials) => {
              setError(null);
              loginWithDevCredentials(credentials).then(enter, failWith(DEV_LOGIN_INVALID_MESSAGE));
            }
          : undefined
      }
      googleButton={
        <GoogleSignIn
          clientId={googleClientId}
          onCredential={(credential) => {
            setError(null);
            loginWithGoogle(credential).then(enter, failWith(GOOGLE_UNAUTHORIZED_MESSAGE));
          }}
        />
      }
    />
  );
}
