import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/**
 * Who a person is, as the database knows them: their applications (one e-mail is one person, and
 * the applications staff linked to them: `person_id`), every e-mail and phone those carry, and the
 * phone asked for, if any. A phone shared with someone else joins nobody (issue 41).
 */
export interface Person {
  candidateIds: number[];
  emails: string[];
  /** The phones of their applications and the one asked for: what referrals naming them are found by. */
  phones: string[];
  /** The phone the search asked for (the public forms' rows are found by e-mail, and by this). */
  askedPhones: string[];
  names: string[];
}

/**
 * A phone matches when the digits are equal or, from ten digits on, when they end the same ten
 * digits (a number typed with and without +91). Stored phones are digits only (the contract's
 * requiredPhone), so a LIKE suffix holds no wildcard.
 */
function phoneMatch<T extends keyof Database>(eb: ExpressionBuilder<Database, T>, column: string, phones: string[]) {
  const ref = sql.ref(column);
  return eb.or(
    phones.flatMap((p) => {
      const exact = sql<boolean>`${ref} = ${p}`;
      return p.length >= 10 ? [exact, sql<boolean>`${ref} like ${`%${p.slice(-10)}`}`] : [exact];
    }),
  );
}

const none = sql<boolean>`1 = 0`;

/** A candidate not hired: no completed offer letter, or one that was rejected. */
const HIRED = sql<boolean>`exists (select 1 from process_trackers pt where pt.candidate_id = candidates.id and pt.offer_letter = 'completed' and pt.rejected is null)`;

/** The public forms' rows a person sent: the same e-mail (any case) or phone, in either table. */
function sentBy<T extends 'feedback' | 'scam_reports'>(db: Executor, table: T, p: Person) {
  if (!p.emails.length && !p.askedPhones.length) return Promise.resolve([]);
  return db
    .selectFrom(table as 'feedback')
    .selectAll()
    .where((eb) =>
      eb.or([
        p.emails.length ? eb(eb.fn('lower', ['email']), 'in', p.emails) : none,
        p.askedPhones.length ? phoneMatch(eb, 'phone_number', p.askedPhones) : none,
      ]),
    )
    .execute() as Promise<Selectable<Database[T]>[]>;
}

export const privacyRepository = {
  /**
   * The person behind a candidate id, an e-mail and/or a phone: the applications found by them,
   * then every application with one of their e-mails or of their person (staff's links), until
   * nothing new turns up. A phone finds the applications that carry it, but what those lead to is
   * followed by e-mail and person only: someone else with the same phone is someone else (issue 41).
   */
  async findPerson(db: Executor, q: { candidateId?: number; email?: string; phone?: string }): Promise<Person> {
    const emails = new Set<string>(q.email ? [q.email] : []);
    const phones = new Set<string>(q.phone ? [q.phone] : []);
    const persons = new Set<number>();
    const ids = new Set<number>();
    const names = new Set<string>();
    type Found = { id: number; email: string; mobile_number: string; candidate_name: string; person_id: number | null };
    const keep = (rows: Found[]) => {
      for (const r of rows) {
        ids.add(r.id);
        emails.add(r.email);
        phones.add(r.mobile_number);
        names.add(r.candidate_name);
        if (r.person_id !== null) persons.add(r.person_id);
      }
    };
    const columns = ['id', 'email', 'mobile_number', 'candidate_name', 'person_id'] as const;
    if (q.candidateId !== undefined) keep(await db.selectFrom('candidates').select(columns).where('id', '=', q.candidateId).execute());
    if (q.phone)
      keep(
        await db
          .selectFrom('candidates')
          .select(columns)
          .where((eb) => phoneMatch(eb, 'mobile_number', [q.phone!]))
          .execute(),
      );
    for (let round = 0; round < 5; round++) {
      if (emails.size === 0 && persons.size === 0) break;
      const rows = await db
        .selectFrom('candidates')
        .select(columns)
        .where((eb) => eb.or([emails.size ? eb('email', 'in', [...emails]) : none, persons.size ? eb('person_id', 'in', [...persons]) : none]))
        .execute();
      const before = ids.size + emails.size + persons.size;
      keep(rows);
      if (ids.size + emails.size + persons.size === before) break;
    }
    return { candidateIds: [...ids], emails: [...emails], phones: [...phones], askedPhones: q.phone ? [q.phone] : [], names: [...names] };
  },

  candidates(db: Executor, ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('candidates')
      .leftJoin('jobs', 'jobs.id', 'candidates.job_id')
      .leftJoin('process_trackers', 'process_trackers.candidate_id', 'candidates.id')
      .selectAll('candidates')
      .select(['jobs.job_title', 'jobs.client_name', 'process_trackers.updated_at as tracker_updated_at'])
      .where('candidates.id', 'in', ids)
      .orderBy('candidates.id')
      .execute();
  },

  trackers(db: Executor, ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db.selectFrom('process_trackers').selectAll().where('candidate_id', 'in', ids).execute();
  },

  /** Referrals the person made (as a candidate) and referrals naming them as the friend, with their job's title. */
  async referrals(db: Executor, p: Person) {
    const withJob = () => db.selectFrom('referrals').leftJoin('jobs', 'jobs.id', 'referrals.job_id').selectAll('referrals').select('jobs.job_title');
    const made = p.candidateIds.length ? await withJob().where('referrals.candidate_id', 'in', p.candidateIds).execute() : [];
    const about =
      p.emails.length || p.phones.length
        ? await withJob()
            .where((eb) =>
              eb.or([
                p.emails.length ? eb('referrals.friend_email', 'in', p.emails) : none,
                p.phones.length ? phoneMatch(eb, 'referrals.friend_contact', p.phones) : none,
              ]),
            )
            .execute()
        : [];
    return { made, about };
  },

  /** The agency's notes on these applications, oldest first (the export). */
  notes(db: Executor, ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db.selectFrom('candidate_notes').select(['candidate_id', 'body', 'created_at']).where('candidate_id', 'in', ids).orderBy('id').execute();
  },

  /** Interviews of these applications, in time order (the export). */
  interviews(db: Executor, ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('interviews')
      .select(['candidate_id', 'stage', 'starts_at', 'duration_minutes', 'interviewer', 'location', 'meeting_url', 'cancelled_at'])
      .where('candidate_id', 'in', ids)
      .orderBy('starts_at')
      .orderBy('id')
      .execute();
  },

  feedback: (db: Executor, p: Person) => sentBy(db, 'feedback', p),
  scamReports: (db: Executor, p: Person) => sentBy(db, 'scam_reports', p),

  mails(db: Executor, emails: string[]) {
    if (!emails.length) return Promise.resolve([]);
    return db.selectFrom('outbox').selectAll().where('to_address', 'in', emails).orderBy('id').execute();
  },

  files(db: Executor, ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return db.selectFrom('stored_files').selectAll().where('id', 'in', ids).execute();
  },

  /**
   * Candidates due for erasure at `cutoff`: not hired, and nothing about them newer than the cutoff
   * (the row, its tracker, its consent). `limit` null: all of them (the retention run).
   */
  due(db: Executor, cutoff: string, limit: number | null) {
    let q = db
      .selectFrom('candidates')
      .leftJoin('jobs', 'jobs.id', 'candidates.job_id')
      .leftJoin('process_trackers', 'process_trackers.candidate_id', 'candidates.id')
      .select([
        'candidates.id',
        'candidates.candidate_name',
        'candidates.email',
        'candidates.mobile_number',
        'candidates.job_id',
        'candidates.status',
        'candidates.consent_source',
        'candidates.consent_version',
        'candidates.consent_at',
        'candidates.updated_at',
        'jobs.job_title',
        'process_trackers.updated_at as tracker_updated_at',
      ])
      .where('candidates.updated_at', '<', cutoff)
      .where((eb) => eb.or([eb('candidates.consent_at', 'is', null), eb('candidates.consent_at', '<', cutoff)]))
      .where((eb) => eb.or([eb('process_trackers.updated_at', 'is', null), eb('process_trackers.updated_at', '<', cutoff)]))
      .where(sql<boolean>`not ${HIRED}`)
      .orderBy('candidates.updated_at')
      .orderBy('candidates.id');
    if (limit !== null) q = q.limit(limit);
    return q.execute();
  },

  async dueCount(db: Executor, cutoff: string): Promise<number> {
    const r = await db
      .selectFrom('candidates')
      .leftJoin('process_trackers', 'process_trackers.candidate_id', 'candidates.id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('candidates.updated_at', '<', cutoff)
      .where((eb) => eb.or([eb('candidates.consent_at', 'is', null), eb('candidates.consent_at', '<', cutoff)]))
      .where((eb) => eb.or([eb('process_trackers.updated_at', 'is', null), eb('process_trackers.updated_at', '<', cutoff)]))
      .where(sql<boolean>`not ${HIRED}`)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },

  runs: (db: Executor, limit: number) =>
    db.selectFrom('retention_runs').selectAll().orderBy('ran_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
  erasures: (db: Executor, limit: number) =>
    db.selectFrom('erasures').selectAll().orderBy('erased_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
};

type Rows<K extends keyof typeof privacyRepository> = Awaited<ReturnType<(typeof privacyRepository)[K]>>;
/** Everything the export writes about a person (privacy.service `gather`, export-document.ts). */
export interface ExportRows {
  candidates: Rows<'candidates'>;
  trackers: Rows<'trackers'>;
  referrals: Rows<'referrals'>;
  feedback: Rows<'feedback'>;
  scamReports: Rows<'scamReports'>;
  mails: Rows<'mails'>;
  files: Rows<'files'>;
  notes: Rows<'notes'>;
  interviews: Rows<'interviews'>;
}
