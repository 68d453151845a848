import { useEffect, useId, useRef, useState } from 'react';
import { isLogoFile, LOGO_ACCEPT, STORE_FORM_MESSAGES } from '../lib/store-form-rules';

/** An object URL for the chosen file, revoked when it changes (jsdom has none: no preview there). */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** Logo upload (.jpg, .jpeg, .png) with a preview and a remove button; editing shows the current logo. */
export function LogoField({
  file,
  currentUrl,
  onChange,
  error,
}: {
  file: File | null;
  currentUrl?: string | null;
  onChange: (file: File | null) => void;
  error?: string | null;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typeError, setTypeError] = useState<string | null>(null);
  const preview = usePreviewUrl(file) ?? (file ? null : currentUrl);
  const message = typeError ?? error;
  return (
    <div className="bo-field">
      <label htmlFor={id}>Logo</label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={LOGO_ACCEPT}
        aria-invalid={Boolean(message)}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(e) => {
          const chosen = e.target.files?.[0] ?? null;
          const ok = !chosen || isLogoFile(chosen);
          setTypeError(ok ? null : STORE_FORM_MESSAGES.logoType);
          onChange(ok ? chosen : null);
          if (!ok) e.target.value = '';
        }}
      />
      {message && (
        <p id={`${id}-error`} className="form-error">
          {message}
        </p>
      )}
      {(preview || file) && (
        <div className="bo-logo-preview">
          {preview && <img src={preview} alt="Vista previa del logo" width={120} height={120} />}
          {file && (
            <button
              type="button"
              className="button"
              onClick={() => {
                onChange(null);
                if (input.current) input.current.value = '';
              }}
            >
              Quitar logo
            </button>
          )}
        </div>
      )}
    </div>
  );
}
