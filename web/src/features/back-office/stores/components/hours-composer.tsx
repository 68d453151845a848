import { useState } from 'react';
import { composeHours, parseHours, type Hours } from '../lib/hours';

type TimeKey = 'weekdaysFrom' | 'weekdaysTo' | 'splitFrom' | 'splitTo' | 'saturdayFrom' | 'saturdayTo';

function TimeRange({
  label,
  from,
  to,
  hours,
  disabled,
  onChange,
}: {
  label: string;
  from: TimeKey;
  to: TimeKey;
  hours: Hours;
  disabled: boolean;
  onChange: (patch: Partial<Hours>) => void;
}) {
  return (
    <span className="bo-hours__range">
      <input
        type="time"
        aria-label={`${label} desde`}
        value={hours[from]}
        disabled={disabled}
        onChange={(e) => onChange({ [from]: e.target.value })}
      />
      a
      <input
        type="time"
        aria-label={`${label} hasta`}
        value={hours[to]}
        disabled={disabled}
        onChange={(e) => onChange({ [to]: e.target.value })}
      />
    </span>
  );
}

/** Checkboxes and time ranges; every change hands the composed text up. */
export function HoursComposer({ initial, onChange }: { initial: Hours; onChange: (text: string) => void }) {
  const [hours, setHours] = useState(initial);
  const update = (patch: Partial<Hours>) => {
    const next = { ...hours, ...patch };
    setHours(next);
    onChange(composeHours(next));
  };
  const check = (key: 'weekdays' | 'split' | 'saturday', label: string) => (
    <label className="bo-check">
      <input type="checkbox" checked={hours[key]} onChange={(e) => update({ [key]: e.target.checked })} />
      {label}
    </label>
  );
  return (
    <fieldset className="bo-hours">
      <legend>Horarios de atención</legend>
      <div className="bo-hours__row">
        {check('weekdays', 'Lunes a Viernes')}
        <TimeRange
          label="Lunes a Viernes"
          from="weekdaysFrom"
          to="weekdaysTo"
          hours={hours}
          disabled={!hours.weekdays}
          onChange={update}
        />
      </div>
      <div className="bo-hours__row">
        {check('split', 'Horario cortado')}
        <TimeRange
          label="Segundo horario"
          from="splitFrom"
          to="splitTo"
          hours={hours}
          disabled={!hours.weekdays || !hours.split}
          onChange={update}
        />
      </div>
      <div className="bo-hours__row">
        {check('saturday', 'Sábados')}
        <TimeRange
          label="Sábados"
          from="saturdayFrom"
          to="saturdayTo"
          hours={hours}
          disabled={!hours.saturday}
          onChange={update}
        />
      </div>
      <p className="bo-hours__preview">
        Horario: <output aria-label="Horario compuesto">{composeHours(hours)}</output>
      </p>
    </fieldset>
  );
}

/**
 * The hours field: the composer when creating; when editing, the current text read-only until it is
 * clicked (then the composer, prefilled from that text, and the hours are sent with the changes).
 */
export function HoursField({
  mode,
  current,
  onChange,
}: {
  mode: 'create' | 'edit';
  current: string;
  onChange: (text: string) => void;
}) {
  const [editing, setEditing] = useState(mode === 'create');
  if (editing) return <HoursComposer initial={parseHours(current)} onChange={onChange} />;
  return (
    <div className="bo-field">
      <span className="bo-field__label">Horarios de atención</span>
      <button
        type="button"
        className="bo-readonly"
        aria-label={`Editar horarios: ${current || 'sin horarios'}`}
        onClick={() => setEditing(true)}
      >
        {current || 'Sin horarios cargados'}
      </button>
    </div>
  );
}
