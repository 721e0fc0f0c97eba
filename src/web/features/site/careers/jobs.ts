import { applicationEmail, type Job } from '@content/careers';
import { t } from '@web/i18n/translate';

export const ALL_DEPARTMENTS = 'All';

/** A mailto: link to the site's careers address that opens a new application for this job. */
export function applicationMailto(job: Job, careersEmail: string): string {
  const { subject, body } = applicationEmail(job);
  return `mailto:${careersEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Each department once, in the order the jobs first use it. */
export function departmentsOf(jobs: readonly Job[]): string[] {
  return [...new Set(jobs.map((job) => job.department))];
}

export function filterJobs(jobs: readonly Job[], department: string): Job[] {
  return department === ALL_DEPARTMENTS
    ? [...jobs]
    : jobs.filter((job) => job.department === department);
}

export function positionCount(count: number): string {
  return t('{{count}} open positions', { count, defaultValue_one: '{{count}} open position' });
}
