import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorBox, SuccessBox } from '@web/components/MessageBox';
import { Button } from '@web/components/ui/Button';
import { Trans } from '@web/i18n/Trans';
import { msg, useT } from '@web/i18n/translate';
import { invalidateTeams, teamCall, teamKeys } from '@web/lib/teams';
import { TeamCard } from '../TeamCard';
import type { TeamPanelProps } from '../team-tabs';
import { AccentField, HEX_PROBLEM, accentOfText } from './AccentField';
import { BrandingPreview } from './BrandingPreview';
import { LogoField, type LogoChoice } from './LogoField';

const teamApi = () => import('@domain/team-api');

/** Branding (the owner only): the logo and accent colour members see in the header and dashboard. */
export function BrandingTab({ team }: TeamPanelProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const [accentText, setAccentText] = useState(team.accentColor ?? '');
  const [accentLeft, setAccentLeft] = useState(false);
  const [logo, setLogo] = useState<LogoChoice>({ kind: 'keep' });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const accent = accentOfText(accentText);
  const look = {
    name: team.name,
    accentColor: accent === undefined ? team.accentColor : accent,
    logoUrl: logo.kind === 'new' ? logo.previewUrl : logo.kind === 'remove' ? null : team.logoUrl,
  };
  const changed = accent !== team.accentColor || logo.kind !== 'keep';

  const chooseLogo = (choice: LogoChoice) => {
    setOutcome(null);
    setLogo(choice);
  };
  const typeAccent = (text: string) => {
    setOutcome(null);
    setAccentText(text);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (accent === undefined) {
      setAccentLeft(true);
      setOutcome({ ok: false, text: t('Accent colour: {{problem}}', { problem: t(HEX_PROBLEM) }) });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      await teamCall({
        name: 'team-branding',
        method: 'PUT',
        body: {
          teamId: team.id,
          ...(accent === team.accentColor ? {} : { accentColor: accent }),
          ...(logo.kind === 'remove' ? { logo: null } : {}),
          ...(logo.kind === 'new' ? { logo: { type: logo.type, data: logo.data } } : {}),
        },
        schema: async () => (await teamApi()).teamSummarySchema,
        fallback: msg('The branding could not be saved. Please try again.'),
      });
      setLogo({ kind: 'keep' });
      setOutcome({
        ok: true,
        text: t('Branding saved. Your members see it in the header and on their dashboard.'),
      });
      await Promise.all([
        invalidateTeams(queryClient),
        queryClient.invalidateQueries({ queryKey: teamKeys.team(team.id) }),
      ]);
    } catch (caught) {
      setOutcome({
        ok: false,
        text: t(caught instanceof Error ? caught.message : msg('The branding could not be saved.')),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form onSubmit={(event) => void save(event)} className="min-w-0 space-y-6">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t(
            'Only you, the team’s owner, can change the branding. Everyone in the team sees it: a badge in the header and a banner on their dashboard.',
          )}
        </p>
        <TeamCard title={t('Team name')}>
          <p className="font-medium break-words text-slate-900 dark:text-white">{team.name}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            <Trans
              text="The badge and banner show this name. Change it in <link>Seats and invitations</link>."
              parts={{
                link: (label) => (
                  <Link
                    to={`/team?team=${encodeURIComponent(team.id)}&tab=seats`}
                    className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
                  >
                    {label}
                  </Link>
                ),
              }}
            />
          </p>
        </TeamCard>
        <TeamCard title={t('Logo')}>
          <LogoField currentUrl={team.logoUrl} choice={logo} onChoose={chooseLogo} />
        </TeamCard>
        <TeamCard title={t('Accent colour')}>
          <AccentField
            text={accentText}
            onText={typeAccent}
            showProblem={accentLeft}
            onBlur={() => setAccentLeft(true)}
          />
        </TeamCard>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={busy || !changed}>
            {busy ? t('Saving...') : t('Save branding')}
          </Button>
          {!changed && !outcome && (
            <span className="text-sm text-slate-600 dark:text-slate-400">
              {t('Nothing to save yet.')}
            </span>
          )}
        </div>
        {outcome &&
          (outcome.ok ? (
            <SuccessBox>{outcome.text}</SuccessBox>
          ) : (
            <ErrorBox>{outcome.text}</ErrorBox>
          ))}
      </form>
      <BrandingPreview look={look} />
    </div>
  );
}
