import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';

interface GoogleSignInProps {
  /** From GET /api/config; empty or missing means Google sign-in is not configured. */
  clientId: string | null | undefined;
  onCredential: (credential: string) => void;
}

const offStyle = { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '0.25rem' } as const;
const disabledStyle = { opacity: 0.6, cursor: 'not-allowed' } as const;
const noteStyle = {
  margin: 0,
  fontSize: '0.875rem',
  color: 'var(--color-muted)',
  textAlign: 'center',
} as const;

export const GOOGLE_NOT_CONFIGURED_NOTE = 'El ingreso con Google no está configurado en este servidor.';

/** The Google Identity Services button, or a disabled stand-in with a note when there is no client id. */
export function GoogleSignIn({ clientId, onCredential }: GoogleSignInProps) {
  if (!clientId) {
    return (
      <div style={offStyle}>
        <button type="button" className="button" style={disabledStyle} disabled>
          Ingresar con Google
        </button>
        {clientId !== undefined && <p style={noteStyle}>{GOOGLE_NOT_CONFIGURED_NOTE}</p>}
      </div>
    );
  }
  return (
    <GoogleOAuthProvider clientId={clientId} locale="es">
      <GoogleLogin
        onSuccess={({ credential }) => {
          if (credential) onCredential(credential);
        }}
        onError={() => console.warn('Google sign-in failed')}
        text="signin_with"
      />
    </GoogleOAuthProvider>
  );
}
