/**
 * What a résumé's text says of the form's fields (issue 45, decision 264): plain heuristics over
 * the text, no network. Each is a guess the form shows as "from the résumé" for staff to check.
 */
export interface ResumeFields {
  candidate_name?: string;
  email?: string;
  mobile_number?: string;
  current_location?: string;
  years_experience?: string;
}

/** Cities the agency's candidates most often give (the location is a guess only when one of them, or a labelled line, is there). */
const CITIES = [
  'Ahmedabad',
  'Bengaluru',
  'Bangalore',
  'Bhopal',
  'Bhubaneswar',
  'Chandigarh',
  'Chennai',
  'Coimbatore',
  'Delhi',
  'New Delhi',
  'Gurugram',
  'Gurgaon',
  'Hyderabad',
  'Indore',
  'Jaipur',
  'Kochi',
  'Kolkata',
  'Lucknow',
  'Mumbai',
  'Mysuru',
  'Nagpur',
  'Navi Mumbai',
  'Noida',
  'Pune',
  'Surat',
  'Thane',
  'Thiruvananthapuram',
  'Vadodara',
  'Visakhapatnam',
  'London',
  'Dubai',
  'Singapore',
];
const NOT_A_NAME = /\b(resume|résumé|curriculum|vitae|cv|profile|summary|objective|contact|experience|skills|education|page)\b/i;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const PHONE = /(?:\+?\d{1,3}[\s-]?)?(?:\(?\d{2,5}\)?[\s-]?)?\d{3,5}[\s-]?\d{4,5}/g;
const LABELLED_LOCATION = /^(?:location|current location|city|address|based in)\s*[:\-–]\s*(.+)$/im;
const YEARS =
  /(\d{1,2}(?:\.\d)?)\s*\+?\s*(?:years?|yrs?)(?:\s+of)?(?:\s+\w+){0,3}?\s+experience|experience\s*(?:of|:|-)?\s*(\d{1,2}(?:\.\d)?)\s*\+?\s*(?:years?|yrs?)/i;

function nameOf(lines: string[]): string | undefined {
  const labelled = lines.map((l) => /^name\s*[:\-–]\s*(.+)$/i.exec(l)?.[1]).find(Boolean);
  if (labelled) return labelled.trim().slice(0, 100);
  for (const line of lines.slice(0, 8)) {
    const l = line.trim();
    if (!l || EMAIL.test(l) || /\d/.test(l) || NOT_A_NAME.test(l)) continue;
    const words = l.split(/\s+/);
    if (words.length < 2 || words.length > 4) continue;
    if (!words.every((w) => /^[\p{Lu}][\p{L}.'-]*$/u.test(w))) continue;
    // an all-capitals heading name reads as a name: "RIYA SHARMA" -> "Riya Sharma"
    return words.map((w) => (w === w.toUpperCase() ? w[0] + w.slice(1).toLowerCase() : w)).join(' ');
  }
  return undefined;
}

function phoneOf(text: string): string | undefined {
  for (const m of text.matchAll(PHONE)) {
    const digits = m[0].replace(/\D/g, '');
    if (digits.length >= 10 && digits.length <= 13) return m[0].trim();
  }
  return undefined;
}

function locationOf(text: string): string | undefined {
  const labelled = LABELLED_LOCATION.exec(text)?.[1]?.trim();
  if (labelled) {
    const city = CITIES.find((c) => new RegExp(`\\b${c}\\b`, 'i').test(labelled));
    return (city ?? labelled.split(',').at(-1)!.trim()).slice(0, 100) || undefined;
  }
  const head = text.slice(0, 1500);
  return CITIES.find((c) => new RegExp(`\\b${c}\\b`).test(head));
}

export function resumeFields(text: string): ResumeFields {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const out: ResumeFields = {};
  const name = nameOf(lines);
  if (name) out.candidate_name = name;
  const email = EMAIL.exec(text)?.[0];
  if (email) out.email = email.toLowerCase();
  const phone = phoneOf(text.replace(EMAIL, ' '));
  if (phone) out.mobile_number = phone;
  const location = locationOf(text);
  if (location) out.current_location = location;
  const years = YEARS.exec(text);
  const y = years?.[1] ?? years?.[2];
  if (y) out.years_experience = y;
  return out;
}
