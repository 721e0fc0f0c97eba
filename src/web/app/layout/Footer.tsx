import { Link } from 'react-router';
import { footerGroups, footerTagline, legalLinks, type NavLink } from '@content/site';
import { PRODUCT_NAME } from '@domain/constants';
import { Logo } from '@web/components/Logo';
import { SocialIcon } from '@web/components/SocialIcon';
import { useT } from '@web/i18n/translate';
import { useSession } from '@web/lib/session';
import { useSiteIdentity } from '@web/lib/site-identity';
import { LanguagePicker } from './LanguagePicker';

function LinkList({
  links,
  className,
  linkClassName,
}: {
  links: readonly NavLink[];
  className: string;
  linkClassName: string;
}) {
  const t = useT();
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClassName}>
            {t(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const t = useT();
  const year = new Date().getFullYear();
  const { social } = useSiteIdentity();
  const { session } = useSession();
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <Logo />
          <p className="mt-4 max-w-sm text-sm leading-6 text-slate-600 dark:text-slate-400">
            {t(footerTagline)}
          </p>
          {!session && (
            <div className="mt-6 text-slate-600 dark:text-slate-400">
              <LanguagePicker />
            </div>
          )}
          {social.length > 0 && (
            <ul className="mt-6 flex gap-2" aria-label={t('Social media')}>
              {social.map(({ network, url }) => (
                <li key={network}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('{{product}} on {{network}}', { product: PRODUCT_NAME, network })}
                    title={network}
                    className="grid size-9 place-items-center rounded-lg text-slate-500 transition hover:bg-slate-200 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
                  >
                    <SocialIcon network={network} className="size-[18px]" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:col-span-3">
          {footerGroups.map((group) => (
            <div key={group.title}>
              <h2 className="text-sm font-semibold text-slate-900 dark:text-white">
                {t(group.title)}
              </h2>
              <LinkList
                links={group.links}
                className="mt-4 space-y-3"
                linkClassName="text-sm text-slate-600 transition hover:text-brand-600 dark:text-slate-400 dark:hover:text-brand-300"
              />
            </div>
          ))}
        </div>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8 dark:text-slate-400">
          <p>{t('© {{year}} CodeNest. All rights reserved.', { year })}</p>
          <LinkList
            links={legalLinks}
            className="flex gap-5"
            linkClassName="hover:text-slate-900 dark:hover:text-white"
          />
        </div>
      </div>
    </footer>
  );
}
