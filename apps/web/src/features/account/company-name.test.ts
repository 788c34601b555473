import { describe, expect, it } from 'vitest';
import { COMPANY_NAME } from '@talentra/contract';
import { company } from '../../content/company';

describe('the company name in e-mails', () => {
  // the server signs every mail with the contract's COMPANY_NAME; a rebrand of content/company.ts must change it too
  it('is the name of content/company.ts', () => {
    expect(COMPANY_NAME).toBe(company.name);
  });
});
