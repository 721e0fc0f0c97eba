import { LogOut, Settings, User } from 'lucide-react';
import { Link } from 'react-router';
import type { NavLink } from '../../../../content/site';
import { buttonClasses } from '../../components/ui/Button';
import type { NavVariant } from './Navbar';
import { PlanLinkSlot } from './PlanLinkSlot';

const mobileLinkClasses =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

/** The navigation and account controls of a phone-wide screen, below the header. */
export function MobileMenu({
  links,
  variant,
  signedIn,
  onSignOut,
  onOpenAuth,
}: {
  links: NavLink[];
  variant: NavVariant;
  signedIn: boolean;
  onSignOut: () => void;
  onOpenAuth: (mode: 'login' | 'signup') => void;
}) {
  return (
    <div
      id="mobile-menu"
      className="border-t border-slate-200 bg-white px-4 pb-4 pt-2 shadow-lg md:hidden dark:border-slate-800 dark:bg-slate-950"
    >
      <ul className="flex flex-col gap-1">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className={mobileLinkClasses}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3 dark:border-slate-800">
        {signedIn && <PlanLinkSlot className="mx-3 my-1 self-start" />}
        {signedIn && variant === 'landing' && (
          <>
            <Link to="/dashboard" className={mobileLinkClasses}>
              Dashboard
            </Link>
            <button type="button" onClick={onSignOut} className={mobileLinkClasses}>
              <LogOut className="size-5" aria-hidden="true" /> Sign Out
            </button>
          </>
        )}
        {signedIn && variant === 'app' && (
          <>
            <Link to="/settings" className={mobileLinkClasses}>
              <Settings className="size-5" aria-hidden="true" /> Settings
            </Link>
            <Link to="/profile" className={mobileLinkClasses}>
              <User className="size-5" aria-hidden="true" /> Profile
            </Link>
            <button type="button" onClick={onSignOut} className={mobileLinkClasses}>
              <LogOut className="size-5" aria-hidden="true" /> Sign Out
            </button>
          </>
        )}
        {!signedIn && (
          <>
            <button
              type="button"
              onClick={() => onOpenAuth('login')}
              className={buttonClasses('secondary', 'md', 'w-full')}
            >
              Sign In
            </button>
            <button
              type="button"
              onClick={() => onOpenAuth('signup')}
              className={buttonClasses('primary', 'md', 'w-full')}
            >
              Get Started
            </button>
          </>
        )}
      </div>
    </div>
  );
}
