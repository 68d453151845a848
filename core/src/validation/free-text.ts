import { z } from 'zod';
import { stripControlCharacters } from '../text/control-characters';

/**
 * A text field that is free text (search words, what a browser says about itself): its control
 * characters are dropped before `schema` checks it, instead of refusing the whole request as every
 * other field does. Typed as `schema`'s input and output (the step in front takes what it takes).
 */
export function freeText<T extends z.ZodType>(schema: T): z.ZodType<z.output<T>, z.input<T>> {
  return z.preprocess(
    (value) => (typeof value === 'string' ? stripControlCharacters(value) : value),
    schema,
  ) as unknown as z.ZodType<z.output<T>, z.input<T>>;
}
