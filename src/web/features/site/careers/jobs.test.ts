import { describe, expect, it } from 'vitest';
import { jobs, type Job } from '@content/careers';
import {
  ALL_DEPARTMENTS,
  applicationMailto,
  departmentsOf,
  filterJobs,
  positionCount,
} from './jobs';

const job: Job = {
  id: 'c-tutor',
  title: 'C & Rust Tutor',
  department: 'Curriculum',
  location: 'Remote (worldwide)',
  type: 'Contract',
  salary: '$50 per hour',
  description: 'Teach.',
  requirements: ['Patience'],
};

describe('applicationMailto', () => {
  it('writes to the careers address with the job title in the subject', () => {
    const url = new URL(applicationMailto(job, 'jobs@school.example'));
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('jobs@school.example');
    expect(url.searchParams.get('subject')).toBe('Application: C & Rust Tutor');
  });

  it('includes a short body template naming the role', () => {
    const body =
      new URL(applicationMailto(job, 'jobs@school.example')).searchParams.get('body') ?? '';
    expect(body).toContain('I would like to apply for the C & Rust Tutor role');
    expect(body).toContain('(Curriculum, Remote (worldwide))');
    expect(body).toContain('A little about me:');
    expect(body.split('\r\n').length).toBeGreaterThan(5);
  });

  it('percent-encodes spaces, ampersands and line breaks', () => {
    const href = applicationMailto(job, 'jobs@school.example');
    expect(href).not.toContain(' ');
    expect(href).toContain('subject=Application%3A%20C%20%26%20Rust%20Tutor');
    expect(href).toContain('%0D%0A');
  });
});

describe('department filter', () => {
  const others: Job[] = [
    { ...job, id: 'a', department: 'Engineering' },
    { ...job, id: 'b', department: 'Design' },
    { ...job, id: 'c', department: 'Engineering' },
  ];

  it('lists each department once, by first use', () => {
    expect(departmentsOf(others)).toEqual(['Engineering', 'Design']);
  });

  it('keeps the jobs of one department, or all of them', () => {
    expect(filterJobs(others, 'Engineering').map((entry) => entry.id)).toEqual(['a', 'c']);
    expect(filterJobs(others, 'Design').map((entry) => entry.id)).toEqual(['b']);
    expect(filterJobs(others, ALL_DEPARTMENTS)).toHaveLength(3);
  });

  it('counts positions in words', () => {
    expect(positionCount(1)).toBe('1 open position');
    expect(positionCount(6)).toBe('6 open positions');
  });
});

describe('the job listings', () => {
  it('has at least five jobs with every SPEC §3 field filled in', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(5);
    expect(new Set(jobs.map((entry) => entry.id)).size).toBe(jobs.length);
    for (const entry of jobs) {
      for (const field of ['title', 'department', 'location', 'type', 'salary', 'description']) {
        expect(entry[field as keyof Job], `${entry.id}.${field}`).not.toBe('');
      }
      expect(entry.requirements.length).toBeGreaterThanOrEqual(3);
    }
  });
});
