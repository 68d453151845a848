import { useId, useState, type KeyboardEvent } from 'react';
import { authorizedEmailError } from '../lib/store-form-rules';

/**
 * The e-mails that may sign in as this store's admin: typed one at a time and added to the list (max 3,
 * checked against the pattern). They can be removed only while creating the store.
 */
export function AuthorizedEmails({
  emails,
  onChange,
  removable,
  error,
}: {
  emails: string[];
  onChange: (emails: string[]) => void;
  removable: boolean;
  /** The form's message (at least one is required). */
  error?: string | null;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const add = () => {
    const email = draft.trim().toLowerCase();
    const problem = authorizedEmailError(email, emails);
    setAddError(problem);
    if (problem) return;
    if (!emails.includes(email)) onChange([...emails, email]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the e-mail instead of submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  const message = addError ?? error;
  return (
    <div className="bo-field">
      <label htmlFor={id}>Correos autorizados</label>
      <div className="bo-inline">
        <input
          id={id}
          type="email"
          value={draft}
          placeholder="correo@tienda.com"
          aria-invalid={Boolean(message)}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="button" onClick={add}>
          Agregar correo
        </button>
      </div>
      {message && (
        <p id={`${id}-error`} className="form-error">
          {message}
        </p>
      )}
      <ul className="bo-emails" aria-label="Correos autorizados agregados">
        {emails.map((email) => (
          <li key={email}>
            <span>{email}</span>
            {removable && (
              <button
                type="button"
                className="icon-button"
                aria-label={`Quitar ${email}`}
                onClick={() => {
                  setAddError(null);
                  onChange(emails.filter((e) => e !== email));
                }}
              >
                ✕
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
