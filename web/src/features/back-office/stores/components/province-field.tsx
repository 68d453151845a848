import { useState } from 'react';
import { PROVINCES, provinceName } from '../../../../config/provinces';
import { FormField } from './form-field';

/** The province: a dropdown when creating; when editing, a button with the current one that turns into it. */
export function ProvinceField({
  mode,
  value,
  onChange,
  error,
}: {
  mode: 'create' | 'edit';
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  const [open, setOpen] = useState(mode === 'create');
  if (!open) {
    const name = provinceName(Number(value)) ?? 'Sin provincia';
    return (
      <div className="bo-field">
        <span className="bo-field__label">Provincia</span>
        <button
          type="button"
          className="bo-readonly"
          aria-label={`Cambiar provincia: ${name}`}
          onClick={() => setOpen(true)}
        >
          {name}
        </button>
      </div>
    );
  }
  return (
    <FormField label="Provincia" error={error}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Seleccioná una provincia</option>
          {PROVINCES.map((p) => (
            <option key={p.id} value={p.id}>
              {p.nombre}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
