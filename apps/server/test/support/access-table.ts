import type { Access } from '@talentra/contract';

const STAFF = ['Admin', 'Bdm', 'Hrteam'] as const;
const ADMIN = ['Admin'] as const;
const ADMIN_BDM = ['Admin', 'Bdm'] as const;
const ADMIN_HR = ['Admin', 'Hrteam'] as const;
const TEAMS = ['Bdm', 'Hrteam'] as const;

/**
 * Who may call what: the tests' statement of api.md "Endpoints and who may call them". The routes
 * declare their access in code (defineRoute); the access-matrix test compares every registered
 * route with this table, so a route that states other roles than api.md fails. Keys are
 * "METHOD path" with Fastify's `:param` syntax, relative to /backend/api/v1.
 */
export const ACCESS_TABLE: Readonly<Record<string, Access>> = {
  'GET /health': 'public',
  'POST /login': 'public',
  'POST /logout': 'signed-in',
  'GET /me': 'signed-in',
  'POST /password-reset/request': 'public',
  'POST /password-reset/confirm': 'public',
  'GET /me/mail-preferences': 'signed-in',
  'PUT /me/mail-preferences': 'signed-in',
  'GET /outbox': ADMIN,
  'GET /outbox/:id': ADMIN,
  'POST /outbox/:id/resend': ADMIN,
  'GET /mail-templates': ADMIN,
  'PUT /mail-templates': ADMIN,
  'POST /mail-templates/reset': ADMIN,
  'POST /mail-templates/preview': ADMIN,

  'GET /recruitments': 'public',
  'GET /recruitments/facets': 'public',
  'GET /recruitments/:id': 'public',
  'GET /recruitments/:id/jd': STAFF,
  'GET /recruitments/admin/all': STAFF,
  'GET /recruitments/positions': STAFF,
  'POST /recruitments': ADMIN_BDM,
  'PUT /recruitments/:id': ADMIN_BDM,
  'DELETE /recruitments/:id': ADMIN,
  'POST /recruitments/:id/restore': ADMIN,
  'POST /:id/reopen': ADMIN_BDM,
  'POST /job-closure/:id/close': ADMIN_BDM,
  'POST /job-closure/check-all': ADMIN_HR,
  'GET /close': STAFF,
  'GET /recruitments/count': STAFF,
  'GET /recruitments/interviews/count': STAFF,
  'GET /candidates/count': STAFF,
  'GET /clientforms/count': STAFF,
  'GET /stats/overview': STAFF,
  'GET /stats/details': STAFF,

  'GET /candidates': STAFF,
  // Bdm sees a candidate without contact details, CTCs and remarks (issue 18; candidates.service `forRole`)
  'GET /candidates/:id': ADMIN_HR,
  'GET /candidates/:id/resume': ADMIN_HR,
  'GET /candidates/search': 'public',
  'POST /candidates': 'public',
  'PUT /candidates/:id': ADMIN_HR,
  // the recruiter's workspace (issue 15); the timeline has no PUT, PATCH or DELETE: it is append-only
  'GET /candidates/people': ADMIN_HR,
  'GET /candidates/people/export': ADMIN_HR,
  'POST /candidates/bulk': ADMIN_HR,
  'POST /candidates/bulk/export': ADMIN_HR,
  'GET /candidates/duplicates': ADMIN_HR,
  'GET /candidates/:id/profile': ADMIN_HR,
  'GET /candidates/:id/timeline': ADMIN_HR,
  'POST /candidates/:id/notes': ADMIN_HR,
  // undo a wrong 'Same person' link (issue 41)
  'POST /candidates/:id/separate': ADMIN_HR,
  'GET /candidates/:id/resume/inline': ADMIN_HR,
  'POST /candidates/resume-fields': ADMIN_HR,
  'GET /recruitments/:id/suggested-candidates': ADMIN_HR,
  'POST /recruitments/:id/suggested-candidates': ADMIN_HR,
  'GET /recruitments/export': ADMIN_BDM,

  'GET /clientforms': STAFF,
  'GET /clientforms/:id': STAFF,
  'GET /clientforms/dropdown': ADMIN_BDM,
  'POST /clientforms': ADMIN_BDM,
  'PUT /clientforms/:id': ADMIN_BDM,
  // a client's owner (issue 47, decision 297): Admin reassigns it and reads who did
  'PUT /clientforms/:id/owner': ADMIN,
  'GET /clientforms/:id/owner-changes': ADMIN,
  // a client's contacts and the review links sent to them (issue 44); the link's own routes are public: the token is the key
  'GET /clientforms/:id/contacts': STAFF,
  'POST /clientforms/:id/contacts': ADMIN_BDM,
  'PUT /client-contacts/:id': ADMIN_BDM,
  'DELETE /client-contacts/:id': ADMIN_BDM,
  'POST /client-reviews': ADMIN_HR,
  'POST /client-reviews/feedback': ADMIN_HR,
  'GET /client-reviews': ADMIN_HR,
  'POST /client-reviews/:id/revoke': ADMIN_HR,
  'GET /client-review/:token': 'public',
  'GET /client-review/:token/candidates/:candidateId/resume': 'public',
  'POST /client-review/:token/candidates/:candidateId/decision': 'public',
  'POST /client-review/:token/candidates/:candidateId/feedback': 'public',
  'GET /clientforms/:id/logo': STAFF,
  'GET /clientforms/:id/sla': STAFF,

  'GET /users': STAFF, // Bdm and Hrteam: only {id, username, user_role} of active staff (issue 41)
  'POST /users': ADMIN,
  'PATCH /users/:id': ADMIN,

  'GET /task-assignments': STAFF,
  'POST /task-assigning': ADMIN,
  'GET /notifications': TEAMS,
  'POST /notifications/:id/read': TEAMS,
  'POST /notifications/read-all': TEAMS,

  'GET /process-tracker/:candidateId': ADMIN_HR,
  'POST /process-tracker': ADMIN_HR,
  'PUT /process-tracker/:candidateId/with-job-check': ADMIN_HR,
  'POST /process-tracker/:candidateId/undo-reject': ADMIN_HR,
  'POST /process-tracker/:candidateId/move-back': ADMIN_HR,

  // the recruiter's workspace (issue 15): the board reads for every staff role (Bdm: names only)
  'GET /recruitments/:id/pipeline': STAFF,
  'POST /interviews': ADMIN_HR,
  'GET /interviews': ADMIN_HR,
  'GET /interviews/:id': ADMIN_HR,
  'GET /interviews/:id.ics': ADMIN_HR,
  'PUT /interviews/:id': ADMIN_HR,
  'POST /interviews/:id/feedback': ADMIN_HR,
  'POST /interviews/:id/cancel': ADMIN_HR,

  'POST /refer-a-friend': 'public',
  'GET /refer-a-friend': ADMIN_HR,
  'POST /refer-a-friend/remove': 'public',
  // a job alert on a careers search (issue 46): public, the same answer for every address
  'POST /job-alerts': 'public',
  // an applicant's own applications (issue 46): public, each call names the page by its token
  'POST /my-applications/link': 'public',
  'POST /my-applications/open': 'public',
  'POST /my-applications/view': 'public',
  'POST /my-applications/:id/withdraw': 'public',
  'POST /my-applications/:id/resume': 'public',
  'POST /my-applications/interviews/:id/calendar': 'public',
  'POST /my-applications/export': 'public',
  'POST /my-applications/erase': 'public',
  'GET /privacy-notice': 'public',

  // personal data (issue 18): retention, export and erasure
  'GET /personal-data/overview': ADMIN,
  'POST /personal-data/retention/run': ADMIN,
  'GET /personal-data/person': ADMIN,
  'GET /personal-data/export': ADMIN,
  'POST /personal-data/erase': ADMIN,
  'POST /submit-feedback': 'public',
  'GET /feedbacks': ADMIN,
  'POST /report-scam': 'public',
  'GET /scams': ADMIN,
  'GET /scams/:id/proof': ADMIN,
  // the team on the public site (issue 41): Admin manages it
  'GET /team': 'public',
  'GET /team/photos/:id': 'public',
  'POST /team': ADMIN,
  'PUT /team/:id': ADMIN,
  'DELETE /team/:id': ADMIN,
  'PUT /team/order': ADMIN,

  // saved candidate searches and "My day" (issue 43): the callers of the candidate search
  'GET /saved-searches': ADMIN_HR,
  'POST /saved-searches': ADMIN_HR,
  'PUT /saved-searches/:id': ADMIN_HR,
  'DELETE /saved-searches/:id': ADMIN_HR,
  'GET /my-day': ADMIN_HR,
  'GET /my-day/stall-days': ADMIN_HR,
  'PUT /my-day/stall-days': ADMIN,

  // reports (issue 47, decision 281): Bdm reads their own clients', Hrteam the pipeline and their own activity
  'GET /reports/funnel': STAFF,
  'GET /reports/time': STAFF,
  'GET /reports/sources': ADMIN_BDM,
  'GET /reports/clients': ADMIN_BDM,
  'GET /reports/recruiters': ADMIN_HR,
  'GET /reports/filters': STAFF,
};
