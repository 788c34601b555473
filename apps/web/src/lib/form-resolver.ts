import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The react-hook-form resolver of a zod schema, typed by the form's own values (`TValues`: what its
 * controls hold, mostly text) and the schema's output (what the submit handler receives).
 *
 * The web app's one cast of a resolver lives here: zod 4 types a schema's input as everything it
 * accepts (a number or a null where the form holds text, `unknown` for a custom check), and
 * zodResolver makes that input the form's values type, which a form of text controls does not fit.
 * The schema still checks the values at run time; only the compile-time input type is replaced.
 */
export function formResolver<TValues extends FieldValues, TOutput>(schema: z.ZodType<TOutput, FieldValues>): Resolver<TValues, unknown, TOutput> {
  return zodResolver(schema) as unknown as Resolver<TValues, unknown, TOutput>;
}
