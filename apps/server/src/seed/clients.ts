import { ClientCreateSchema } from '@talentra/contract';
import { checkFile } from '../files/file-check.js';
import { samplePdf, sampleSvgLogo } from '../files/sample-documents.js';
import type { Seeding } from './context.js';

export const CLIENTS = [
  ['Northwind Fintech Pvt Ltd', 'https://northwind-fintech.example', 'Bengaluru, Karnataka', '29ABCDE1234F1Z5', 'Kavya Rao', 'Head of Talent'],
  ['Sahyadri Motors Ltd', 'https://sahyadri-motors.example', 'Pune, Maharashtra', '27FGHIJ5678K1Z3', 'Rohit Kulkarni', 'HR Manager'],
  ['BlueLotus Health Systems', 'https://bluelotus-health.example', 'Hyderabad, Telangana', '36KLMNO9012P1Z8', 'Ananya Reddy', 'Recruitment Lead'],
  ['Coastline Logistics', 'https://coastline-logistics.example', 'Chennai, Tamil Nadu', '33PQRST3456U1Z2', 'Suresh Iyer', 'Operations Director'],
  ['Indigo Retail Networks', 'https://indigo-retail.example', 'Mumbai, Maharashtra', '27UVWXY7890Z1Z6', 'Farah Khan', 'People Partner'],
  ['Aravalli Infra Projects', 'https://aravalli-infra.example', 'Gurugram, Haryana', '06ABCDE4321F1Z9', 'Vikram Singh', 'Project HR'],
] as const;

/**
 * The demo clients as Bdm's client form sends them (the form's schema, a logo and an SLA); returns their ids.
 * bdm@example.com owns the even ones, arjun.mehta@example.com the odd ones (their reports read them; decision 281).
 */
export async function seedClients(s: Seeding, bdmIds: readonly number[] = []): Promise<number[]> {
  const clients = s.services.clients;
  const ids: number[] = [];
  for (const [i, c] of CLIENTS.entries()) {
    const slug = c[1].replace('https://', '');
    const second = i % 2 === 0;
    const input = ClientCreateSchema.parse({
      company_name: c[0],
      website: c[1],
      email: `hello@${slug}`,
      phone: `98${String(45000000 + i * 1111111).padStart(8, '0')}`,
      location: c[2],
      gst_number: c[3],
      contact_name: c[4],
      designation: c[5],
      contact_email: `${c[4].split(' ')[0]!.toLowerCase()}@${slug}`,
      contact_phone: `99${String(10000000 + i * 2222222).padStart(8, '0')}`,
      contact_Name2: second ? 'Neha Verma' : undefined,
      Designation2: second ? 'Talent Acquisition Partner' : undefined,
      contact_Email2: second ? `neha@${slug}` : undefined,
      contact_Mobile2: second ? `97${String(30000000 + i * 333333).padStart(8, '0')}` : undefined,
    });
    const initials = c[0]
      .split(' ')
      .map((w) => w[0])
      .join('');
    const logo = await checkFile('logo', 'logo', sampleSvgLogo(initials, i * 55), `${c[0]}-logo.svg`);
    const sla = await checkFile('sla', 'sla', samplePdf(`Service level agreement - ${c[0]}`), `${c[0]}-SLA.pdf`);
    s.at(60 * 24 * (120 - i * 10));
    ids.push((await clients.create(input, logo, sla, bdmIds.length ? bdmIds[i % bdmIds.length]! : null)).id);
  }
  return ids;
}
