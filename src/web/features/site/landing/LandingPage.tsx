import { Link } from 'react-router';
import { closingCta } from '@content/landing';
import { pages } from '@domain/routes';
import { Button, buttonClasses } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';
import { useAuthDialog } from '@web/lib/auth-dialog';
import { usePageMeta } from '@web/lib/page-meta';
import { useSession } from '@web/lib/session';
import { FeaturesSection } from './FeaturesSection';
import { Hero } from './Hero';
import { LanguagesSection } from './LanguagesSection';

export function LandingPage() {
  usePageMeta(pages.landing.title, pages.landing.description);
  return (
    <>
      <Hero />
      <FeaturesSection />
      <LanguagesSection />
      <ClosingCta />
    </>
  );
}

function ClosingCta() {
  const t = useT();
  const { session } = useSession();
  const authDialog = useAuthDialog();
  return (
    <section className="px-4 pb-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-violet-700 px-6 py-14 text-center shadow-xl sm:px-12">
        <h2 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {t(closingCta.title)}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{t(closingCta.subtitle)}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {session ? (
            <Link
              to="/dashboard"
              className={buttonClasses('secondary', 'lg', 'border-transparent')}
            >
              {t('Go to Dashboard')}
            </Link>
          ) : (
            <Button
              variant="secondary"
              size="lg"
              className="border-transparent"
              onClick={() => authDialog.open('signup')}
            >
              {t(closingCta.primary)}
            </Button>
          )}
          <Link
            to="/pricing"
            className="inline-flex h-12 items-center justify-center rounded-lg px-6 font-medium text-white ring-1 ring-white/40 transition hover:bg-white/10"
          >
            {t(closingCta.secondary)}
          </Link>
        </div>
      </div>
    </section>
  );
}
