import { ArrowRight, Play } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { hero, heroProgram, heroStats } from '@content/landing';
import { Button, buttonClasses } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';
import { useAuthDialog } from '@web/lib/auth-dialog';
import { useSession } from '@web/lib/session';

export function Hero() {
  const t = useT();
  const { session, ready } = useSession();
  const { open } = useAuthDialog();
  const navigate = useNavigate();

  // A press before the session is read (right after the page paints) is answered once it is.
  const startPressed = useRef(false);
  useEffect(() => {
    if (!ready || !startPressed.current) return;
    startPressed.current = false;
    if (session) void navigate('/dashboard');
    else open('signup');
  }, [ready, session, navigate, open]);

  const start = () => {
    if (!ready) startPressed.current = true;
    else if (session) void navigate('/dashboard');
    else open('signup');
  };

  return (
    <section className="relative overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-40 left-1/2 h-[36rem] w-[64rem] -translate-x-1/2 rounded-full bg-gradient-to-tr from-brand-200 via-violet-200 to-sky-100 opacity-60 blur-3xl dark:from-brand-900 dark:via-violet-950 dark:to-slate-900 dark:opacity-50" />
      </div>
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pb-20 pt-16 sm:px-6 sm:pt-24 lg:grid-cols-2 lg:px-8 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/70 px-3 py-1 text-sm font-medium text-brand-700 shadow-sm dark:border-brand-800 dark:bg-slate-900/70 dark:text-brand-300">
            <span className="size-1.5 rounded-full bg-green-500" aria-hidden="true" />
            {t(hero.eyebrow)}
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl dark:text-white">
            {t(hero.title)}{' '}
            <span className="bg-gradient-to-r from-brand-600 to-violet-600 bg-clip-text text-transparent dark:from-brand-400 dark:to-violet-400">
              {t(hero.highlight)}
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-slate-600 dark:text-slate-300">
            {t(hero.subtitle)}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={start}>
              {t(hero.primaryCta)}
              <ArrowRight className="size-5" aria-hidden="true" />
            </Button>
            <a href="#features" className={buttonClasses('secondary', 'lg')}>
              {t(hero.secondaryCta)}
            </a>
          </div>
          <dl className="mt-10 grid max-w-lg grid-cols-4 gap-4">
            {heroStats.map((stat) => (
              <div key={stat.label}>
                <dt className="sr-only">{t(stat.label)}</dt>
                <dd className="text-2xl font-bold text-slate-900 dark:text-white">
                  {t(stat.value, { context: 'stat' })}
                </dd>
                <dd aria-hidden="true" className="text-sm text-slate-500 dark:text-slate-400">
                  {t(stat.label)}
                </dd>
              </div>
            ))}
          </dl>
        </div>

        <figure
          className="relative mx-auto w-full max-w-xl"
          aria-label={t('A C program and its output')}
        >
          <div className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-900 shadow-2xl shadow-brand-900/20 dark:border-slate-700">
            <div className="flex items-center justify-between border-b border-white/10 px-4 py-3">
              <div className="flex gap-1.5" aria-hidden="true">
                <span className="size-3 rounded-full bg-red-400" />
                <span className="size-3 rounded-full bg-yellow-400" />
                <span className="size-3 rounded-full bg-green-400" />
              </div>
              <span className="font-mono text-xs text-slate-400">{heroProgram.file}</span>
              <span className="inline-flex items-center gap-1 rounded-md bg-green-500/15 px-2 py-1 text-xs font-medium text-green-300">
                <Play className="size-3" aria-hidden="true" /> {t('Run')}
              </span>
            </div>
            <pre className="overflow-x-auto p-5 font-mono text-[13px] leading-6 text-slate-200">
              <code>{heroProgram.code}</code>
            </pre>
            <div className="border-t border-white/10 bg-black/30 px-5 py-4 font-mono text-[13px]">
              <div className="flex items-center justify-between text-xs text-slate-400">
                <span>{t('Output')}</span>
                <span>{t('Success · {{time}}', { time: heroProgram.time })}</span>
              </div>
              {heroProgram.output.map((line) => (
                <p key={line} className="mt-1 text-green-300">
                  {line}
                </p>
              ))}
            </div>
          </div>
        </figure>
      </div>
    </section>
  );
}
