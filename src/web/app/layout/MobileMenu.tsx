import { LayoutDashboard, LogOut, Settings, User } from 'lucide-react';
import { Link, NavLink as RouterNavLink } from 'react-router';
import type { NavLink } from '@content/site';
import { buttonClasses } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';
import { PlanLinkSlot } from './PlanLinkSlot';
import { SESSION_PENDING } from './session-pending';
import { TeamLinkSlot } from './TeamNavSlot';

const mobileLinkClasses =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

/** The header's links and account controls on a screen too narrow for them, below the header. */
export function MobileMenu({
  links,
  signedIn,
  pending,
  onSignOut,
  onOpenAuth,
}: {
  links: NavLink[];
  signedIn: boolean;
  /** The session has not been read yet. */
  pending: boolean;
  onSignOut: () => void;
  onOpenAuth: (mode: 'login' | 'signup') => void;
}) {
  const t = useT();
  return (
    <div
      id="mobile-menu"
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-4 pt-2 shadow-lg xl:hidden dark:border-slate-800 dark:bg-slate-950"
    >
      <ul className="flex flex-col gap-1">
        {links.map((link) => (
          <li key={link.label}>
            {link.to.includes('#') ? (
              <Link to={link.to} className={mobileLinkClasses}>
                {t(link.label)}
              </Link>
            ) : (
              <RouterNavLink
                to={link.to}
                className={({ isActive }) =>
                  isActive
                    ? `${mobileLinkClasses} bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-white`
                    : mobileLinkClasses
                }
              >
                {t(link.label)}
              </RouterNavLink>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3 dark:border-slate-800">
        {signedIn ? (
          <>
            <PlanLinkSlot className="mx-3 my-1 self-start" />
            <TeamLinkSlot className={mobileLinkClasses} iconClassName="size-5" />
            <Link to="/dashboard" className={mobileLinkClasses}>
              <LayoutDashboard className="size-5" aria-hidden="true" /> {t('Dashboard')}
            </Link>
            <Link to="/settings" className={mobileLinkClasses}>
              <Settings className="size-5" aria-hidden="true" /> {t('Settings')}
            </Link>
            <Link to="/profile" className={mobileLinkClasses}>
              <User className="size-5" aria-hidden="true" /> {t('Profile')}
            </Link>
            <button type="button" onClick={onSignOut} className={mobileLinkClasses}>
              <LogOut className="size-5" aria-hidden="true" /> {t('Sign Out')}
            </button>
          </>
        ) : (
          <div className={`flex flex-col gap-2 ${pending ? SESSION_PENDING : ''}`}>
            <button
              type="button"
              onClick={() => onOpenAuth('login')}
              className={buttonClasses('secondary', 'md', 'w-full')}
            >
              {t('Sign In')}
            </button>
            <button
              type="button"
              onClick={() => onOpenAuth('signup')}
              className={buttonClasses('primary', 'md', 'w-full')}
            >
              {t('Get Started')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
