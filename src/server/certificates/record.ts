/** One issued certificate, as every artifact (PDF, credential, LinkedIn link) is made from it. */
export interface CertificateRecord {
  /** Public id: 26 characters of base32 (CERTIFICATE_ID in @domain/certificate-api). */
  id: string;
  learnerName: string;
  courseId: string;
  courseTitle: string;
  /** The course's certificate as its outline names and describes it (Course.certificate). */
  certificateName: string;
  certificateDescription: string;
  /** ISO instant. */
  issuedAt: string;
  hours: number;
  assessmentPercent: number;
  requirements: { id: RequirementId; label: string }[];
}

/** The site that issues certificates. */
export interface Issuer {
  siteName: string;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
}

/** The public page that verifies a certificate. */
export const certificateUrl = (issuer: Issuer, id: string): string =>
  `${issuer.publicUrl}/certificates/${id}`;

/** "27 November 2026": the issue date in UTC, as the certificate prints it. */
export function longDate(isoInstant: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(isoInstant));
}
import { type RequirementId } from '@domain/assessment-rules';
