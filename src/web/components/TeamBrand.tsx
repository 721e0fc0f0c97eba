import type { ReactNode } from 'react';
import { Users } from 'lucide-react';
import { accentColors } from '@domain/team-branding';
import { useT } from '@web/i18n/translate';

/** What a team's branding shows: its name, its accent (or none) and its logo (or none). */
export interface TeamBrandLook {
  name: string;
  accentColor: string | null;
  logoUrl: string | null;
}

/**
 * The theme the brand is drawn for: 'auto' follows the page; the branding tab's preview draws
 * it for each theme side by side, whatever the page's own.
 */
export type BrandTone = 'auto' | 'light' | 'dark';

/** Without an accent: the page's own neutral colours. */
const neutral: Record<BrandTone, string> = {
  auto: 'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600',
  light: 'bg-slate-100 text-slate-800 ring-slate-300',
  dark: 'bg-slate-800 text-slate-100 ring-slate-600',
};

/** The accent is only ever a background, with the text colour computed for it (4.5:1 or more). */
function brandColors(team: TeamBrandLook, tone: BrandTone) {
  if (!team.accentColor) return { className: neutral[tone], style: undefined };
  const { background, text } = accentColors(team.accentColor);
  return { className: 'ring-black/15', style: { backgroundColor: background, color: text } };
}

/** The small pill of a branded team in the header: its logo and name on its accent. */
export function TeamBadge({
  team,
  tone = 'auto',
  className = '',
}: {
  team: TeamBrandLook;
  tone?: BrandTone;
  className?: string;
}) {
  const t = useT();
  const colors = brandColors(team, tone);
  return (
    <span
      title={team.name}
      style={colors.style}
      className={`inline-flex h-7 items-center overflow-hidden gap-1.5 rounded-full pr-2.5 text-xs font-semibold ring-1 ring-inset ${
        team.logoUrl ? 'pl-1' : 'pl-2'
      } ${colors.className} ${className}`}
    >
      {team.logoUrl ? (
        <img
          src={team.logoUrl}
          alt=""
          className="size-5 shrink-0 rounded-full bg-white object-contain p-px"
        />
      ) : (
        <Users className="size-3.5 shrink-0" aria-hidden="true" />
      )}
      <span className="sr-only">{`${t('Your team:')} `}</span>
      <span className="truncate">{team.name}</span>
    </span>
  );
}

/** The dashboard's banner of a branded team: its logo and name on its accent, and a line below. */
export function TeamBannerCard({
  team,
  tone = 'auto',
  children,
}: {
  team: TeamBrandLook;
  tone?: BrandTone;
  /** The line under the name. */
  children: ReactNode;
}) {
  const colors = brandColors(team, tone);
  return (
    <div
      style={colors.style}
      className={`flex min-w-0 items-center gap-4 rounded-2xl p-4 ring-1 ring-inset sm:px-6 ${colors.className}`}
    >
      {team.logoUrl && (
        <img
          src={team.logoUrl}
          alt=""
          className="size-12 shrink-0 rounded-xl bg-white object-contain p-1 sm:size-14"
        />
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-lg font-semibold">{team.name}</p>
        <div className="mt-0.5 text-sm">{children}</div>
      </div>
    </div>
  );
}
