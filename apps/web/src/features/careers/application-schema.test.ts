import { describe, expect, it } from 'vitest';
import { APPLICATION_FIELDS } from './application-form';
import { ApplicationFormSchema } from './application-schema';

describe('the application form’s fields', () => {
  it('APPLICATION_FIELDS (loaded with the page) are exactly the fields of the schema (loaded on first use)', () => {
    expect([...APPLICATION_FIELDS].sort()).toEqual(Object.keys(ApplicationFormSchema.shape).sort());
  });
});
