/** Shown while an answer is awaited. */
export function TypingIndicator() {
  return (
    <div
      className="chat__bubble chat__bubble--assistant chat__typing"
      role="status"
      aria-label="El asistente está escribiendo"
    >
      <span aria-hidden="true" />
      <span aria-hidden="true" />
      <span aria-hidden="true" />
    </div>
  );
}
