import { LogOut, Menu, Settings, User, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router';
import { appNavLinks, landingNavLinks, type NavLink } from '../../../../content/site';
import { Logo } from '../../components/Logo';
import { ThemeToggle } from '../../components/ThemeToggle';
import { buttonClasses } from '../../components/ui/Button';
import { PlanBadge } from '../../components/PlanBadge';
import { useAuthDialog } from '../../lib/auth-dialog';
import { useSession } from '../../lib/session';
import { usePlan } from '../../lib/subscription';

export type NavVariant = 'landing' | 'app';

const linkClasses =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition hover:text-slate-900 dark:text-slate-300 dark:hover:text-white';
const iconClasses =
  'grid size-9 place-items-center rounded-lg text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';
const BILLING_SETTINGS = '/settings?tab=billing';

/** A paying learner's plan next to the account controls; it opens Settings → Billing. */
function CurrentPlanLink({ className = '' }: { className?: string }) {
  const { plan } = usePlan();
  if (plan === 'free') return null;
  return (
    <Link
      to={BILLING_SETTINGS}
      title="Plan and billing"
      className={`inline-flex rounded-full focus-visible:outline-offset-2 ${className}`}
    >
      <PlanBadge plan={plan} />
    </Link>
  );
}

const mobileLinkClasses =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

export function Navbar({ variant }: { variant: NavVariant }) {
  const { session, signOut } = useSession();
  const authDialog = useAuthDialog();
  const navigate = useNavigate();
  const location = useLocation();
  // The menu belongs to the location it was opened at, so any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? location.key : null);
  const signedIn = session !== null;
  const links: NavLink[] = variant === 'landing' ? landingNavLinks : appNavLinks;

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpenAt(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const handleSignOut = async () => {
    setMenuOpen(false);
    await signOut();
    void navigate('/');
  };
  const openAuth = (mode: 'login' | 'signup') => {
    setMenuOpen(false);
    authDialog.open(mode);
  };

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur-md dark:border-slate-800/80 dark:bg-slate-950/85">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <Logo />

        <div className="hidden items-center gap-1 md:flex">
          {links.map((link) =>
            // Section links (/#features) are never "the current page"; routes are.
            link.to.includes('#') ? (
              <Link key={link.label} to={link.to} className={linkClasses}>
                {link.label}
              </Link>
            ) : (
              <RouterNavLink
                key={link.label}
                to={link.to}
                className={({ isActive }) =>
                  isActive ? `${linkClasses} text-slate-900 dark:text-white` : linkClasses
                }
              >
                {link.label}
              </RouterNavLink>
            ),
          )}
        </div>

        <div className="hidden items-center gap-2 md:flex">
          <ThemeToggle />
          {signedIn && <CurrentPlanLink className="mr-1" />}
          {signedIn && variant === 'landing' && (
            <>
              <Link to="/dashboard" className={buttonClasses('ghost', 'sm')}>
                Dashboard
              </Link>
              <button
                type="button"
                onClick={handleSignOut}
                className={buttonClasses('secondary', 'sm')}
              >
                Sign Out
              </button>
            </>
          )}
          {signedIn && variant === 'app' && (
            <>
              <Link to="/settings" aria-label="Settings" title="Settings" className={iconClasses}>
                <Settings className="size-5" aria-hidden="true" />
              </Link>
              <Link to="/profile" aria-label="Profile" title="Profile" className={iconClasses}>
                <User className="size-5" aria-hidden="true" />
              </Link>
              <button
                type="button"
                onClick={handleSignOut}
                aria-label="Sign Out"
                title="Sign Out"
                className={iconClasses}
              >
                <LogOut className="size-5" aria-hidden="true" />
              </button>
            </>
          )}
          {!signedIn && (
            <>
              <button
                type="button"
                onClick={() => openAuth('login')}
                className={buttonClasses('ghost', 'sm')}
              >
                Sign In
              </button>
              <button
                type="button"
                onClick={() => openAuth('signup')}
                className={buttonClasses('primary', 'sm')}
              >
                Get Started
              </button>
            </>
          )}
        </div>

        <div className="flex items-center gap-1 md:hidden">
          <ThemeToggle />
          <button
            type="button"
            className={iconClasses}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? (
              <X className="size-5" aria-hidden="true" />
            ) : (
              <Menu className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
      </nav>

      {menuOpen && (
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
            {signedIn && <CurrentPlanLink className="mx-3 my-1 self-start" />}
            {signedIn && variant === 'landing' && (
              <>
                <Link to="/dashboard" className={mobileLinkClasses}>
                  Dashboard
                </Link>
                <button type="button" onClick={handleSignOut} className={mobileLinkClasses}>
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
                <button type="button" onClick={handleSignOut} className={mobileLinkClasses}>
                  <LogOut className="size-5" aria-hidden="true" /> Sign Out
                </button>
              </>
            )}
            {!signedIn && (
              <>
                <button
                  type="button"
                  onClick={() => openAuth('login')}
                  className={buttonClasses('secondary', 'md', 'w-full')}
                >
                  Sign In
                </button>
                <button
                  type="button"
                  onClick={() => openAuth('signup')}
                  className={buttonClasses('primary', 'md', 'w-full')}
                >
                  Get Started
                </button>
              </>
            )}
          </div>
        </div>
      )}
    </header>
  );
}
