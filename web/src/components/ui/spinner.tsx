/** A loading indicator announced to screen readers. */
export function Spinner({ label = 'Cargando...', block = false }: { label?: string; block?: boolean }) {
  return (
    <div className={block ? 'spinner spinner--block' : 'spinner'} role="status" aria-live="polite">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
