import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { COMPANY_NAME, INTERVIEW_STAGE_LABELS, formatClock, formatWeekdayDayTime, zoneOffset, type Interview } from '@talentra/contract';

/** The address part of MAIL_FROM ("Name <a@b>" or "a@b"): the organiser's e-mail. */
export function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

/**
 * A link as an iCalendar URI value. ical-generator escapes every value as TEXT (`,` → `\,`), which
 * RFC 5545 §3.3.13 does not allow in a URI: a calendar would open a different link. Percent-encoded,
 * the characters TEXT escapes need no escape and the link stays the same resource.
 */
export const uriValue = (url: string) => url.replace(/[,;\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A TEXT value as an iCalendar file may hold it (RFC 5545 3.3.11; issue 41). Line breaks of any
 * kind become one newline, which ical-generator writes as `\n` as it escapes `\ ; ,`; a tab
 * becomes a space; every other control character is removed (a VT, FF or NEL that some readers
 * take for the end of a line, a NUL that ends the value). ical-generator folds the lines at 75 octets.
 */
export const icsText = (s: string) =>
  s
    .replace(/\r\n|[\r\u2028\u2029]/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/[^\P{Cc}\n]/gu, '');

/**
 * When the interview is, as the agency reads it: 'Fri 6 Mar 2026, 14:00–15:30 (Asia/Kolkata, UTC+05:30)'.
 * The calendar places the event by DTSTART/DTEND in UTC; this line says it in words in the agency's zone.
 */
export function agencyTimes(interview: Pick<Interview, 'starts_at' | 'ends_at'>, timeZone: string): string {
  const start = new Date(interview.starts_at);
  return `${formatWeekdayDayTime(start, timeZone)}–${formatClock(interview.ends_at, timeZone)} (${timeZone}, UTC${zoneOffset(start, timeZone)})`;
}

/**
 * One interview as an iCalendar file: times in UTC (DTSTART/DTEND ending in Z), the agency's zone
 * named (X-WR-TIMEZONE) for the calendars that show it, the company as organiser, the place as
 * LOCATION (or the link when there is no place) and the link as URL. UID is the interview's and
 * SEQUENCE the row's, so each update or cancellation replaces the event it follows (RFC 5546).
 * A cancelled interview is written as a cancellation, so importing it again removes the event.
 * A mailed invitation (REQUEST) names the candidate and the interviewer as attendees.
 */
export function interviewCalendar(
  interview: Interview,
  options: {
    mailFrom: string;
    publicUrl: string;
    now: Date;
    timeZone: string;
    sequence: number;
    method?: 'PUBLISH' | 'REQUEST';
    attendees?: { name: string; email: string }[];
  },
): string {
  const host = new URL(options.publicUrl).hostname || 'talentra.example';
  const cancelled = Boolean(interview.cancelled_at);
  const method = cancelled ? ICalCalendarMethod.CANCEL : options.method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.PUBLISH;
  const calendar = ical({
    name: `${COMPANY_NAME} interviews`,
    prodId: { company: COMPANY_NAME, product: 'Talentra', language: 'EN' },
    method,
    x: [{ key: 'X-WR-TIMEZONE', value: options.timeZone }],
  });
  const stage = INTERVIEW_STAGE_LABELS[interview.stage];
  const lines = [
    `${stage} with ${interview.candidate_name} for ${interview.job_title}${interview.client_name ? ` (${interview.client_name})` : ''}.`,
    `When: ${agencyTimes(interview, options.timeZone)}`,
    `Interviewer: ${interview.interviewer}`,
    interview.location ? `Place: ${interview.location}` : null,
    interview.meeting_url ? `Link: ${interview.meeting_url}` : null,
  ].filter((line): line is string => line !== null);
  const place = interview.location ?? interview.meeting_url;
  calendar.createEvent({
    id: `interview-${interview.id}@${host}`,
    start: new Date(interview.starts_at),
    end: new Date(interview.ends_at),
    stamp: options.now,
    summary: icsText(`${stage}: ${interview.candidate_name} – ${interview.job_title}`),
    description: icsText(lines.join('\n')),
    location: place ? icsText(place) : null,
    url: interview.meeting_url ? uriValue(interview.meeting_url) : null,
    organizer: { name: COMPANY_NAME, email: mailAddress(options.mailFrom) },
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    sequence: options.sequence,
    attendees: (options.attendees ?? []).map((a) => ({
      name: icsText(a.name),
      email: a.email,
      role: ICalAttendeeRole.REQ,
      rsvp: false,
    })),
  });
  // every content line ends in CRLF, the last one too (RFC 5545 3.1)
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
