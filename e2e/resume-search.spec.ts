import { expect } from '@playwright/test';
import { test } from './support/test.js';
import { seriousViolations } from './support/axe.js';
import { createClientViaApi, createJobViaApi, staffApi, unique } from './support/jobs-api.js';

/** A one-page PDF with these lines of text (what a résumé says), cross-reference offsets true. */
function textPdf(lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[()\\]/g, (c) => `\\${c}`);
  const stream = `BT /F1 11 Tf 56 790 Td\n${lines.map((l, i) => `${i ? '0 -16 Td ' : ''}(${esc(l)}) Tj`).join('\n')}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

test.describe('résumé text (issue 45)', () => {
  test('search "react -php" finds the seeded résumé with its snippet → add a suggested candidate to a job → fill the staff form from a dropped résumé', async ({
    page,
    baseURL,
    loginAs,
  }) => {
    test.slow(); // the demo's résumés are read in the background after the server starts
    await loginAs('Hrteam');

    // 1. the search inside résumés, with web-search syntax; the matched words are marked
    await page.goto('/candidates');
    await page.getByRole('searchbox', { name: 'Résumé contains' }).fill('react -php');
    await page.getByRole('button', { name: 'Search résumés' }).click();
    await expect(page).toHaveURL(/resume=react\+-php|resume=react%20-php/);
    const table = page.getByRole('table');
    // the demo's frontend engineers say React (and no PHP): their snippets mark it
    await expect(async () => {
      await page.reload();
      await expect(table.locator('mark').first()).toHaveText(/react/i, { timeout: 2000 });
    }).toPass({ timeout: 60_000 });
    // the PHP developers' résumés (which also say React) are left out
    await expect(table.getByText(/PHP/)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // 2. a job's board suggests people whose résumés match it; one click adds one
    const admin = await staffApi(baseURL!, 'Admin');
    const client = await createClientViaApi(admin);
    const job = await createJobViaApi(admin, client.id, {
      job_title: `React AWS engineer ${unique('Rs').replace(/\s+/g, '')}`,
      skills_required: 'React, AWS',
    });
    await page.goto(`/jobs/${job.job_id}/pipeline`);
    const suggested = page.getByRole('region', { name: 'Suggested candidates' });
    await expect(suggested.getByRole('listitem').first()).toBeVisible();
    await expect(suggested.locator('mark').first()).toBeVisible();
    const addButton = suggested.getByRole('button', { name: /^Add .* to this job$/ }).first();
    const name = ((await addButton.getAttribute('aria-label')) ?? '').replace(/^Add /, '').replace(/ to this job$/, '');
    // the demo has namesakes (other people): the suggestion is told by its profile link
    const href = await suggested.getByRole('listitem').first().getByRole('link').getAttribute('href');
    await addButton.click();
    await expect(suggested.getByRole('status')).toHaveText(`${name} was added to this job.`);
    // on the board now, and no longer suggested
    await expect(page.getByRole('main').getByRole('link', { name }).first()).toBeVisible();
    await expect(suggested.locator(`a[href="${href}"]`)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // 3. a résumé dropped on the staff form fills what its text shows, each field marked
    await page.goto('/hrteamdashboard/candidateform-page');
    await page.getByLabel(/Fill from a résumé/).setInputFiles({
      name: 'kavya-cv.pdf',
      mimeType: 'application/pdf',
      buffer: textPdf([
        'KAVYA NAIR',
        'QA engineer',
        'kavya.nair.e2e@mail.example  +91 99887 76655',
        'Location: Bengaluru',
        '7 years of experience in testing',
      ]),
    });
    await expect(page.getByRole('status').filter({ hasText: 'from the résumé' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Kavya Nair');
    await expect(page.getByRole('textbox', { name: /Email/ })).toHaveValue('kavya.nair.e2e@mail.example');
    await expect(page.getByRole('textbox', { name: /Current Location/ })).toHaveValue('Bengaluru');
    await expect(page.getByRole('textbox', { name: /Total Experience/ })).toHaveValue('7');
    await expect(page.getByText('from the résumé', { exact: true })).toHaveCount(5);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
