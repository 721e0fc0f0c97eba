import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuthDialog } from '../lib/auth-dialog';
import { withoutAuthParams } from '../lib/auth-landing';
import { useSession } from '../lib/session';
import { PageLoading } from '../components/PageLoading';
import { useT } from '../i18n/translate';

/**
 * A page for signed-in learners only: a visitor goes to the home page with the sign-in dialog
 * open instead of seeing an empty shell, and signing in there comes back to this page. Nothing
 * renders until the stored session is read.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const t = useT();
  const { ready, session, signedOutHere } = useSession();
  const { open } = useAuthDialog();
  const { pathname, search, hash } = useLocation();
  // Signing out here is not a visit: no dialog then, just the way home.
  const visitorArrived = ready && session === null && !signedOutHere;
  const here = withoutAuthParams(`${pathname}${search}${hash}`);

  useEffect(() => {
    if (visitorArrived) open('login', { returnTo: here });
  }, [visitorArrived, open, here]);

  if (!ready) {
    return <PageLoading message={t('Loading your account...')} />;
  }
  if (!session) return <Navigate to="/" replace />;
  return children;
}
