import { certificateUrl, type CertificateRecord, type Issuer } from './record';

/** LinkedIn's "Add licence or certification" form, filled in with this certificate. */
export function linkedInAddUrl(record: CertificateRecord, issuer: Issuer): string {
  const issued = new Date(record.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: record.certificateName,
    organizationName: issuer.siteName,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: certificateUrl(issuer, record.id),
    certId: record.id,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
