import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CertificateStanding } from '@domain/certificate-api';
import { msg } from '@web/i18n/translate';
import { useCurrentUser } from '@web/lib/account';
import { invokeParsed } from '@web/lib/functions';
import { requireSupabase } from '@web/lib/supabase';

export class CertificateError extends Error {
  override name = 'CertificateError';
}

export const STANDING_FAILED = msg('Your certificate progress could not be loaded.');
export const VISIBILITY_FAILED = msg('The certificate could not be changed. Please try again.');
const DEMO_MODE = msg('Certificates need the CodeNest server, which is not connected.');

export const certificateKeys = {
  all: ['certificate'] as const,
  standing: (userId: string) => ['certificate', userId] as const,
};

const client = () => requireSupabase(() => new CertificateError(DEMO_MODE));

/** The answer's schema (and zod) load with the first call, not with the page. */
const standingSchema = async () =>
  (await import('@domain/certificate-api')).certificateStandingSchema;

/** GET /functions/v1/certificate: the requirements, the learner's progress toward each, the certificate. */
export function fetchCertificateStanding(): Promise<CertificateStanding> {
  return invokeParsed({
    client: client(),
    name: 'certificate',
    method: 'GET',
    schema: standingSchema,
    fallback: STANDING_FAILED,
    fail: (message) => new CertificateError(message),
  });
}

/** POST /functions/v1/certificate: hides the certificate from its public page, or shows it again. */
export function setCertificateVisibility(action: 'hide' | 'show'): Promise<CertificateStanding> {
  return invokeParsed({
    client: client(),
    name: 'certificate',
    method: 'POST',
    body: { action },
    schema: standingSchema,
    fallback: VISIBILITY_FAILED,
    fail: (message) => new CertificateError(message),
  });
}

/** The signed-in learner's certificate standing, and the hide/show toggle. */
export function useCertificateStanding() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const key = certificateKeys.standing(user?.id ?? 'signed-out');
  const query = useQuery({
    queryKey: key,
    queryFn: fetchCertificateStanding,
    enabled: user !== null,
  });
  const visibility = useMutation({
    mutationFn: setCertificateVisibility,
    onSuccess: (standing) => queryClient.setQueryData(key, standing),
  });
  return { query, visibility };
}
