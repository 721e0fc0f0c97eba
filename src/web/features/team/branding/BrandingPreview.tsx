import {
  TeamBadge,
  TeamBannerCard,
  type BrandTone,
  type TeamBrandLook,
} from '@web/components/TeamBrand';
import { msg, useT } from '@web/i18n/translate';

/** Each theme's page colours, set here rather than by the page's theme: both show at once. */
const panes: Record<Exclude<BrandTone, 'auto'>, { label: string; pane: string; bar: string }> = {
  light: {
    label: msg('Light theme'),
    pane: 'border-slate-200 bg-white text-slate-700',
    bar: 'border-slate-200 text-slate-900',
  },
  dark: {
    label: msg('Dark theme'),
    pane: 'border-slate-700 bg-slate-950 text-slate-300',
    bar: 'border-slate-800 text-white',
  },
};

/** How the header badge and the dashboard banner look with the branding chosen, in both themes. */
export function BrandingPreview({ look }: { look: TeamBrandLook }) {
  const t = useT();
  const branded = look.accentColor !== null || look.logoUrl !== null;
  return (
    <section aria-labelledby="branding-preview-heading">
      <h3
        id="branding-preview-heading"
        className="text-lg font-semibold text-slate-900 dark:text-white"
      >
        {t('Preview')}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {branded
          ? t('What your members see in the header and on their dashboard, in either theme.')
          : t('Choose a logo or an accent colour: until then your members see no badge or banner.')}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {(['light', 'dark'] as const).map((tone) => (
          <figure key={tone} className={`min-w-0 rounded-xl border p-4 ${panes[tone].pane}`}>
            <figcaption className="text-xs font-semibold tracking-wide uppercase">
              {t(panes[tone].label)}
            </figcaption>
            <div
              className={`mt-3 flex min-w-0 items-center justify-between gap-3 border-b pb-3 ${panes[tone].bar}`}
            >
              <span className="shrink-0 text-sm font-semibold">{t('Header')}</span>
              <TeamBadge team={look} tone={tone} className="max-w-48 min-w-0" />
            </div>
            <div className="mt-3">
              <TeamBannerCard team={look} tone={tone}>
                {t('You have Pro while you are in this team.')}
              </TeamBannerCard>
            </div>
          </figure>
        ))}
      </div>
    </section>
  );
}
