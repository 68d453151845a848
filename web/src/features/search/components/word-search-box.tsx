import { useEffect, useId, useState, type FormEvent } from 'react';
import { MIN_SEARCH_LENGTH } from '../../../config/constants';
import { checkSearchText } from '../../../lib/search-text';

interface WordSearchBoxProps {
  /** Accessible name of the search field. */
  label: string;
  placeholder?: string;
  /** Called with the trimmed text when it passes the 3-letter rule. */
  onSearch: (text: string) => void;
  /** Every keystroke (the header filters stores by name on /stores). */
  onTextChange?: (text: string) => void;
  className?: string;
  buttonLabel?: string;
  /** The words being searched (the address's wordKey): shown in the box, also on a page opened directly. */
  searchedText?: string;
}

/**
 * A product search field with the 3-letter rule: empty does nothing, 1-2 letters show
 * 'Por favor escribí al menos 3 letras' (cleared once 3 or more are typed), Enter searches.
 */
export function WordSearchBox({
  label,
  placeholder,
  onSearch,
  onTextChange,
  className,
  buttonLabel = 'Buscar',
  searchedText,
}: WordSearchBoxProps) {
  const [text, setText] = useState(searchedText ?? '');
  useEffect(() => {
    if (searchedText !== undefined) setText(searchedText);
  }, [searchedText]);
  const [message, setMessage] = useState<string | null>(null);
  const messageId = useId();
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkSearchText(text);
    if (check.kind === 'empty') return;
    if (check.kind === 'too-short') {
      setMessage(check.message);
      return;
    }
    setMessage(null);
    onSearch(check.text);
  };

  return (
    <form role="search" className={`word-search ${className ?? ''}`} onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <input
        id={inputId}
        type="search"
        className="word-search__input"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (message && next.trim().length >= MIN_SEARCH_LENGTH) setMessage(null);
          onTextChange?.(next);
        }}
      />
      <button type="submit" className="word-search__button" aria-label={buttonLabel}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {message && (
        <p id={messageId} className="word-search__message" role="alert">
          {message}
        </p>
      )}
    </form>
  );
}
