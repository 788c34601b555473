import { useEffect } from 'react';
import { jobPosting, serializeJsonLd, type JobPostingSource } from '@talentra/contract';
import { company } from '../../content/company';

/** The element the server writes the JobPosting into (apps/server web pages); the browser keeps the same one. */
const JOB_POSTING_ELEMENT_ID = 'job-posting';

/** The schema.org JobPosting of an open job (the contract's builder: the server sends the same). */
export function jobPostingJsonLd(job: JobPostingSource, origin: string = typeof window === 'undefined' ? '' : window.location.origin) {
  return jobPosting(job, { name: company.name, url: origin });
}

/**
 * The job's JobPosting in document.head while the page is shown. The server already sends it for the
 * first page (id 'job-posting', data-job-id): that one is kept as it is, and removed on leaving.
 */
export function useJsonLd(jobId: number | undefined, data: unknown | undefined) {
  const json = data === undefined ? undefined : serializeJsonLd(data);
  useEffect(() => {
    if (json === undefined || jobId === undefined) return;
    const sent = document.getElementById(JOB_POSTING_ELEMENT_ID);
    let script: HTMLScriptElement;
    if (sent instanceof HTMLScriptElement && sent.dataset.jobId === String(jobId)) script = sent;
    else {
      sent?.remove();
      script = document.createElement('script');
      script.type = 'application/ld+json';
      script.id = JOB_POSTING_ELEMENT_ID;
      script.dataset.jobId = String(jobId);
      script.text = json;
      document.head.append(script);
    }
    return () => script.remove();
  }, [jobId, json]);
}
