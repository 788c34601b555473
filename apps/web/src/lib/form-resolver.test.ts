import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formResolver } from './form-resolver';

// a form of text controls whose schema turns the text into a number
const Schema = z.object({ age: z.string().trim().min(1, 'Please enter an age').transform(Number) });
const resolver = formResolver<{ age: string }, z.output<typeof Schema>>(Schema);
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('formResolver', () => {
  it("hands the submit handler the schema's output", async () => {
    expect(await resolver({ age: ' 42 ' }, undefined, options)).toEqual({ values: { age: 42 }, errors: {} });
  });

  it("gives each field the schema's message", async () => {
    const result = await resolver({ age: '' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors.age?.message).toBe('Please enter an age');
  });
});
