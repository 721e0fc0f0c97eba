import { CircleCheck, Lock, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { cookieCategories, cookiePanel, type CookieCategoryInfo } from '@content/cookies';
import { ALL_COOKIES_ACCEPTED, type CookiePreferences } from '@domain/cookies';
import { Button } from '@web/components/ui/Button';
import { Switch } from '@web/components/ui/Switch';
import { useT } from '@web/i18n/translate';
import {
  acceptAllCookies,
  readCookiePreferences,
  saveCookiePreferences,
} from '@web/lib/cookie-consent';

function CategorySwitch({
  category,
  checked,
  onFlip,
}: {
  category: CookieCategoryInfo;
  checked: boolean;
  onFlip: () => void;
}) {
  const t = useT();
  const id = useId();
  const labelId = `${id}-label`;
  const noteId = `${id}-note`;
  const descriptionId = `${id}-description`;
  const locked = category.locked === true;
  return (
    <li
      className="flex items-start justify-between gap-4 py-5 first:pt-0 last:pb-0"
      data-testid={`cookie-category-${category.key}`}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <label
            id={labelId}
            htmlFor={id}
            className={`font-medium text-slate-900 dark:text-white ${locked ? '' : 'cursor-pointer'}`}
          >
            {t(category.name)}
          </label>
          {locked && (
            <span
              id={noteId}
              className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800 dark:bg-green-950 dark:text-green-300"
            >
              <Lock className="size-3" aria-hidden="true" />
              {t(cookiePanel.alwaysOn)}
            </span>
          )}
        </div>
        <p id={descriptionId} className="mt-1 text-sm leading-6 text-slate-600 dark:text-slate-400">
          {t(category.description)}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2 pt-0.5">
        <span
          aria-hidden="true"
          className="w-7 text-right text-xs font-medium text-slate-600 dark:text-slate-400"
        >
          {checked ? t('On') : t('Off')}
        </span>
        <Switch
          id={id}
          checked={checked}
          onChange={onFlip}
          aria-labelledby={labelId}
          aria-describedby={locked ? `${noteId} ${descriptionId}` : descriptionId}
          disabled={locked}
        />
      </div>
    </li>
  );
}

type Outcome = { kind: 'saved' | 'failed'; count: number } | null;

const outcomeLooks = {
  saved: {
    Icon: CircleCheck,
    text: cookiePanel.saved,
    classes:
      'border-green-200 bg-green-50 text-green-800 dark:border-green-900 dark:bg-green-950/50 dark:text-green-300',
  },
  failed: {
    Icon: TriangleAlert,
    text: cookiePanel.notSaved,
    classes:
      'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-200',
  },
} as const;

/** Whether the choices were stored (storage can be full or blocked). */
function SaveOutcome({ saved }: { saved: boolean }) {
  const t = useT();
  const { Icon, text, classes } = outcomeLooks[saved ? 'saved' : 'failed'];
  return (
    <p
      className={`mt-4 flex items-start gap-2 rounded-lg border px-4 py-3 text-sm font-medium ${classes}`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {t(text)}
    </p>
  );
}

/** The SPEC §4 panel: one switch per category, Save Preferences and Accept All Cookies. */
export function CookiePreferencesPanel() {
  const t = useT();
  const [choices, setChoices] = useState<CookiePreferences>(readCookiePreferences);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const flip = (key: keyof CookiePreferences) => {
    if (key === 'essential') return;
    setChoices((current) => ({ ...current, [key]: !current[key] }));
    setOutcome(null);
  };

  const report = (saved: boolean) =>
    setOutcome((previous) => ({
      kind: saved ? 'saved' : 'failed',
      count: (previous?.count ?? 0) + 1,
    }));

  const save = () => report(saveCookiePreferences(choices) !== null);

  const acceptAll = () => {
    setChoices({ ...ALL_COOKIES_ACCEPTED });
    report(acceptAllCookies() !== null);
  };

  return (
    <div className="mt-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <p className="text-sm leading-6 text-slate-600 dark:text-slate-400">{t(cookiePanel.intro)}</p>
      <ul
        className="mt-5 divide-y divide-slate-200 border-t border-slate-200 pt-5 dark:divide-slate-800 dark:border-slate-800"
        aria-label={t('Cookie categories')}
      >
        {cookieCategories.map((category) => (
          <CategorySwitch
            key={category.key}
            category={category}
            checked={category.locked === true || choices[category.key]}
            onFlip={() => flip(category.key)}
          />
        ))}
      </ul>
      <div className="mt-6 flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row dark:border-slate-800">
        <Button onClick={save}>{t(cookiePanel.save)}</Button>
        <Button variant="secondary" onClick={acceptAll}>
          {t(cookiePanel.acceptAll)}
        </Button>
      </div>
      <div role="status" data-testid="cookie-status">
        {outcome && (
          // Keyed by the count, so saving twice announces the outcome twice.
          <SaveOutcome key={`${outcome.kind}-${outcome.count}`} saved={outcome.kind === 'saved'} />
        )}
      </div>
    </div>
  );
}
