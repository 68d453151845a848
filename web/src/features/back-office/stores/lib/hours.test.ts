import { describe, expect, it } from 'vitest';
import { composeHours, EMPTY_HOURS, parseHours } from './hours';

describe('composeHours', () => {
  it('writes the spec text for weekdays with a split shift and Saturdays', () => {
    const text = composeHours({
      ...EMPTY_HOURS,
      weekdays: true,
      weekdaysFrom: '09:00',
      weekdaysTo: '13:00',
      split: true,
      splitFrom: '14:00',
      splitTo: '18:00',
      saturday: true,
      saturdayFrom: '09:30',
      saturdayTo: '13:00',
    });
    expect(text).toBe('Lunes a Viernes 09:00 a 13:00 y de 14:00 a 18:00. Sáb 09:30 a 13:00');
  });

  it('leaves out what is not ticked, and times start at 00:00', () => {
    expect(composeHours({ ...EMPTY_HOURS, weekdays: true })).toBe('Lunes a Viernes 00:00 a 00:00');
    expect(composeHours({ ...EMPTY_HOURS, saturday: true })).toBe('Sáb 00:00 a 00:00');
    expect(composeHours(EMPTY_HOURS)).toBe('');
  });

  it('reads its own text back, so editing starts from the stored hours', () => {
    const text = 'Lunes a Viernes 08:00 a 12:00 y de 15:00 a 19:30. Sáb 10:00 a 14:00';
    expect(composeHours(parseHours(text))).toBe(text);
    expect(parseHours('Atendemos con turno')).toEqual(EMPTY_HOURS);
  });
});
