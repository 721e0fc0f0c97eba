import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { coursesText } from '@content/catalogue';
import type { CatalogueCourse } from '@domain/catalogue';
import { Button, buttonClasses, type ButtonSize } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';
import { useCurrentUser } from '@web/lib/account';
import { usePlan } from '@web/lib/subscription';
import { useCourseWishes } from './course-wishes-api';

const { card } = coursesText;

/**
 * Enroll on a course that is coming soon. A visitor or a Free learner goes to /pricing (SPEC
 * §6); a Pro learner already has it, so Enroll says it is coming and offers a note by email
 * when it opens, kept on the server.
 */
export function ComingSoonAction({ course, size }: { course: CatalogueCourse; size: ButtonSize }) {
  const t = useT();
  const user = useCurrentUser();
  const { isPro, loading } = usePlan();
  if (user && loading) {
    return (
      <Button variant="secondary" size={size} className="w-full" disabled>
        {t(card.checkingPlan)}
      </Button>
    );
  }
  if (isPro) return <NotifyWhenOpen course={course} size={size} />;
  return (
    <div>
      <Link
        to="/pricing"
        aria-label={t('Enroll: {{title}}', { title: course.title })}
        className={buttonClasses('secondary', size, 'w-full')}
      >
        {t(card.enroll)}
      </Link>
      <p className="mt-2 text-center text-xs text-slate-600 dark:text-slate-400">
        {t(card.proNote)}
      </p>
    </div>
  );
}

function NotifyWhenOpen({ course, size }: { course: CatalogueCourse; size: ButtonSize }) {
  const t = useT();
  const wishes = useCourseWishes(true);
  const [open, setOpen] = useState(false);
  const id = useId();
  const wished = wishes.wished(course.id);
  const asking = wishes.asking === course.id;

  return (
    <div>
      {!wished && (
        <Button
          variant="secondary"
          size={size}
          className="w-full"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          aria-label={t('Enroll: {{title}}', { title: course.title })}
          disabled={wishes.loading}
          onClick={() => setOpen((current) => !current)}
        >
          {t(card.enroll)}
        </Button>
      )}
      {open && !wished && (
        <div
          id={`${id}-panel`}
          className="mt-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-slate-700 dark:border-brand-900 dark:bg-brand-950/50 dark:text-slate-200"
        >
          <p id={`${id}-title`} className="font-semibold text-slate-900 dark:text-white">
            {t('{{title}} is coming soon', { title: course.title })}
          </p>
          <p className="mt-1">{t(card.comingSoonText)}</p>
          <Button
            size="sm"
            className="mt-3 w-full"
            aria-describedby={`${id}-title`}
            disabled={asking}
            onClick={() => wishes.ask(course.id)}
          >
            <BellRing className="size-4" aria-hidden="true" />
            {t(asking ? card.notifying : card.notify)}
          </Button>
          {wishes.failedFor === course.id && wishes.error && (
            <p role="alert" className="mt-2 text-red-700 dark:text-red-300">
              {t(wishes.error.message)}
            </p>
          )}
        </div>
      )}
      <p
        role="status"
        aria-label={
          wished ? t("We'll tell you when {{title}} opens", { title: course.title }) : undefined
        }
        className={
          wished
            ? 'flex items-center justify-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-200'
            : 'sr-only'
        }
      >
        {wished && <BellRing className="size-4 shrink-0" aria-hidden="true" />}
        {wished ? t(card.notified) : ''}
      </p>
    </div>
  );
}
