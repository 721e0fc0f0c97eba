import { describe, expect, it } from 'vitest';
import { linkedInAddUrl } from './linkedin';
import type { CertificateRecord } from './record';

const record: CertificateRecord = {
  id: 'abcdefghijklmnopqrstuvwxyz',
  learnerName: 'Ada Lovelace',
  courseId: 'c',
  courseTitle: 'C Programming',
  certificateName: 'CodeNest Certified C Programmer',
  certificateDescription: 'Awarded to learners who finish the complete C Programming course.',
  issuedAt: '2026-01-31T23:30:00.000Z',
  hours: 12.5,
  assessmentPercent: 90,
  requirements: [],
};

describe('the LinkedIn link', () => {
  it("fills LinkedIn's add-certification form with the certificate", () => {
    const url = new URL(
      linkedInAddUrl(record, { siteName: 'CodeNest', publicUrl: 'https://codenest.example' }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'CodeNest Certified C Programmer',
      organizationName: 'CodeNest',
      issueYear: '2026',
      issueMonth: '1',
      certUrl: 'https://codenest.example/certificates/abcdefghijklmnopqrstuvwxyz',
      certId: 'abcdefghijklmnopqrstuvwxyz',
    });
  });

  it('takes the month in UTC and encodes every value', () => {
    const link = linkedInAddUrl(
      {
        ...record,
        certificateName: 'C & Friends Certified',
        issuedAt: '2026-12-01T00:30:00+02:00',
      },
      { siteName: 'Code Nest & Co', publicUrl: 'https://learn.example/sub' },
    );
    expect(link).toBe(
      'https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME' +
        '&name=C+%26+Friends+Certified&organizationName=Code+Nest+%26+Co' +
        '&issueYear=2026&issueMonth=11' +
        '&certUrl=https%3A%2F%2Flearn.example%2Fsub%2Fcertificates%2Fabcdefghijklmnopqrstuvwxyz' +
        '&certId=abcdefghijklmnopqrstuvwxyz',
    );
  });
});
