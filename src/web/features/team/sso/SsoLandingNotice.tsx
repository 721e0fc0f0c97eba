import { useSearchParams } from 'react-router';
import { SSO_NOTICE_NO_SEAT, SSO_NOTICE_PARAM, SSO_TEAM_PARAM } from '@domain/team-sso';
import { ErrorBox } from '@web/components/MessageBox';
import { useT } from '@web/i18n/translate';

/** After a single sign-on that signed in but found no free seat: why the person is not in the team. */
export function SsoLandingNotice() {
  const t = useT();
  const [params] = useSearchParams();
  if (params.get(SSO_NOTICE_PARAM) !== SSO_NOTICE_NO_SEAT) return null;
  const team = params.get(SSO_TEAM_PARAM);
  return (
    <ErrorBox className="mt-6 max-w-3xl">
      {team === null
        ? t(
            "You are signed in, but you could not join the team: it has no free seat right now. We have told the team's owner; sign in with single sign-on again once they have added a seat.",
          )
        : t(
            "You are signed in, but you could not join {{team}}: it has no free seat right now. We have told the team's owner; sign in with single sign-on again once they have added a seat.",
            { team },
          )}
    </ErrorBox>
  );
}
