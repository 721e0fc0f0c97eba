import { useSearchParams } from 'react-router';
import {
  SSO_NOTICE_NO_SEAT,
  SSO_NOTICE_PARAM,
  SSO_NO_SEAT,
  SSO_TEAM_PARAM,
} from '@domain/team-sso';
import { ErrorBox } from '@web/components/MessageBox';

/** After a single sign-on that signed in but found no free seat: why the person is not in the team. */
export function SsoLandingNotice() {
  const [params] = useSearchParams();
  if (params.get(SSO_NOTICE_PARAM) !== SSO_NOTICE_NO_SEAT) return null;
  return (
    <ErrorBox className="mt-6 max-w-3xl">
      {SSO_NO_SEAT(params.get(SSO_TEAM_PARAM) ?? 'the team')}
    </ErrorBox>
  );
}
