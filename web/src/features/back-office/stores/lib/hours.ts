/**
 * The opening-hours composer (spec section 2): Monday to Friday with an optional split shift, and
 * Saturdays, composed as 'Lunes a Viernes HH:MM a HH:MM [y de HH:MM a HH:MM]. Sáb HH:MM a HH:MM'.
 */
export interface Hours {
  weekdays: boolean;
  weekdaysFrom: string;
  weekdaysTo: string;
  split: boolean;
  splitFrom: string;
  splitTo: string;
  saturday: boolean;
  saturdayFrom: string;
  saturdayTo: string;
}

export const DEFAULT_TIME = '00:00';

export const EMPTY_HOURS: Hours = {
  weekdays: false,
  weekdaysFrom: DEFAULT_TIME,
  weekdaysTo: DEFAULT_TIME,
  split: false,
  splitFrom: DEFAULT_TIME,
  splitTo: DEFAULT_TIME,
  saturday: false,
  saturdayFrom: DEFAULT_TIME,
  saturdayTo: DEFAULT_TIME,
};

export function composeHours(hours: Hours): string {
  const parts: string[] = [];
  if (hours.weekdays) {
    const second = hours.split ? ` y de ${hours.splitFrom} a ${hours.splitTo}` : '';
    parts.push(`Lunes a Viernes ${hours.weekdaysFrom} a ${hours.weekdaysTo}${second}`);
  }
  if (hours.saturday) parts.push(`Sáb ${hours.saturdayFrom} a ${hours.saturdayTo}`);
  return parts.join('. ');
}

const T = '(\\d{2}:\\d{2})';
const WEEKDAYS = new RegExp(`Lunes a Viernes ${T} a ${T}(?: y de ${T} a ${T})?`);
const SATURDAY = new RegExp(`Sáb ${T} a ${T}`);

/** Reads composed text back into the composer; what it does not recognise starts at the defaults. */
export function parseHours(text: string | null | undefined): Hours {
  const hours = { ...EMPTY_HOURS };
  const weekdays = WEEKDAYS.exec(text ?? '');
  if (weekdays) {
    Object.assign(hours, { weekdays: true, weekdaysFrom: weekdays[1], weekdaysTo: weekdays[2] });
    if (weekdays[3] && weekdays[4])
      Object.assign(hours, { split: true, splitFrom: weekdays[3], splitTo: weekdays[4] });
  }
  const saturday = SATURDAY.exec(text ?? '');
  if (saturday) Object.assign(hours, { saturday: true, saturdayFrom: saturday[1], saturdayTo: saturday[2] });
  return hours;
}
