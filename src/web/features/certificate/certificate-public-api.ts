import { useQuery } from '@tanstack/react-query';
import type { PublicCertificate } from '@domain/certificate-api';
import { msg } from '@web/i18n/translate';
import { invokeParsed } from '@web/lib/functions';
import { requireSupabase } from '@web/lib/supabase';

export const CHECK_FAILED = msg(
  'The certificate could not be checked right now. Please try again.',
);
const DEMO_MODE = msg('Checking a certificate needs the CodeNest server, which is not connected.');

export class CertificateCheckError extends Error {
  override name = 'CertificateCheckError';
}

/** The server knows no shown certificate of this id (unknown, hidden or revoked). */
export class CertificateNotFoundError extends CertificateCheckError {
  override name = 'CertificateNotFoundError';
}

/**
 * GET /functions/v1/certificate-public?id=: the certificate as the server checks it now. Public:
 * a visitor's call carries the anon key.
 */
export function fetchPublicCertificate(id: string): Promise<PublicCertificate> {
  return invokeParsed({
    client: requireSupabase(() => new CertificateCheckError(DEMO_MODE)),
    name: `certificate-public?id=${encodeURIComponent(id)}`,
    method: 'GET',
    schema: async () => (await import('@domain/certificate-api')).publicCertificateSchema,
    fallback: CHECK_FAILED,
    // The server's 404 says "Certificate not found", and why it may be.
    fail: (message, status) =>
      status === 404 ? new CertificateNotFoundError(message) : new CertificateCheckError(message),
  });
}

export function usePublicCertificate(id: string) {
  return useQuery({
    queryKey: ['certificate-public', id],
    queryFn: () => fetchPublicCertificate(id),
    // Not found is an answer, not a failure to try again.
    retry: (count, error) => !(error instanceof CertificateNotFoundError) && count < 1,
    // Every visit checks again: a certificate hidden or revoked meanwhile is not shown.
    staleTime: 0,
  });
}
