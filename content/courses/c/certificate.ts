import { requirementIds, type RequirementId } from '@domain/assessment-rules';
import type { Certificate } from '@domain/learning';

/** SPEC §3's requirements of the C certificate, by the id the server checks each under. */
export const cCertificateRequirements: Record<RequirementId, string> = {
  lessons: 'Complete all 24 lessons',
  exercises: 'Pass all coding exercises',
  project: 'Complete a final project',
  assessment: 'Score 80% or higher on the final assessment',
};

/** The C course's certificate, as the course page, the card and the certificate word it. */
export const cCertificate: Certificate = {
  name: 'CodeNest Certified C Programmer',
  description:
    'Awarded to learners who finish the complete C Programming course and show they can design, write, compile and debug C programs on their own.',
  requirements: requirementIds.map((id) => cCertificateRequirements[id]),
};
