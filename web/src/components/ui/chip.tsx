/** A removable filter chip. */
export function Chip({
  label,
  onRemove,
  removeLabel,
}: {
  label: string;
  onRemove: () => void;
  removeLabel: string;
}) {
  return (
    <span className="chip">
      <span>{label}</span>
      <button type="button" className="chip__remove" onClick={onRemove} aria-label={removeLabel}>
        ✕
      </button>
    </span>
  );
}
