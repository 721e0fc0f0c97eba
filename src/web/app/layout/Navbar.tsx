import { LayoutDashboard, LogOut, Menu, Settings, User, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router';
import { headerNavLinks } from '@content/site';
import { Logo } from '@web/components/Logo';
import { ThemeToggle } from '@web/components/ThemeToggle';
import { buttonClasses } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';
import { useAuthDialog } from '@web/lib/auth-dialog';
import { useSession } from '@web/lib/session';
import { NotificationBellSlot } from './NotificationBellSlot';
import { PlanLinkSlot } from './PlanLinkSlot';
import { SESSION_PENDING } from './session-pending';
import { TeamBadgeSlot, TeamLinkSlot } from './TeamNavSlot';

const linkClasses =
  'whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium text-slate-600 transition hover:text-slate-900 dark:text-slate-300 dark:hover:text-white';
const currentLinkClasses = `${linkClasses} text-slate-900 dark:text-white`;
const iconClasses =
  'grid size-9 place-items-center rounded-lg text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';
/** Short of room, the team badge shrinks (its name cut short, its logo kept) before the rest. */
const BADGE_GIVES_WAY = 'min-w-8 shrink-100';
/** The phone menu loads when it is first opened. */
const MobileMenu = lazy(async () => ({ default: (await import('./MobileMenu')).MobileMenu }));

/**
 * The header of every page, the same for the same person everywhere: the site's links
 * (content/site.ts) for everyone, and the account controls of a visitor (Sign In, Get Started)
 * or of a signed-in learner (Dashboard, Settings, Profile, Sign Out; Team for a team's owner and
 * managers, and the badge of a branded team they are in). Below 1280 px the links and controls
 * move into the menu; the badge stays beside it.
 *
 * A page rendered at build time shows a visitor's controls; until the app has read the stored
 * session they are kept out of sight if a session is stored (SESSION_PENDING), so a learner
 * never sees Sign In flash by.
 */
export function Navbar() {
  const t = useT();
  const { session, ready, signOut } = useSession();
  const authDialog = useAuthDialog();
  const navigate = useNavigate();
  const location = useLocation();
  // The menu belongs to the location it was opened at, so any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? location.key : null);
  const signedIn = session !== null;

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
        aria-label={t('Main')}
        className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8"
      >
        <Logo className="shrink-0" />

        <div className="hidden items-center gap-0.5 xl:flex">
          {headerNavLinks.map((link) =>
            // Section links (/#features) are never "the current page"; routes are.
            link.to.includes('#') ? (
              <Link key={link.label} to={link.to} className={linkClasses}>
                {t(link.label)}
              </Link>
            ) : (
              <RouterNavLink
                key={link.label}
                to={link.to}
                className={({ isActive }) => (isActive ? currentLinkClasses : linkClasses)}
              >
                {t(link.label)}
              </RouterNavLink>
            ),
          )}
        </div>

        <div className="ml-auto hidden min-w-0 items-center gap-2 xl:flex">
          <ThemeToggle />
          {signedIn ? (
            <>
              <TeamBadgeSlot className={`mr-1 max-w-44 ${BADGE_GIVES_WAY}`} />
              <PlanLinkSlot className="mr-1" />
              <TeamLinkSlot className={buttonClasses('ghost', 'sm')} iconClassName="size-4" />
              <Link to="/dashboard" className={buttonClasses('ghost', 'sm')}>
                <LayoutDashboard className="size-4" aria-hidden="true" />
                {t('Dashboard')}
              </Link>
              <NotificationBellSlot />
              <Link
                to="/settings"
                aria-label={t('Settings')}
                title={t('Settings')}
                className={iconClasses}
              >
                <Settings className="size-5" aria-hidden="true" />
              </Link>
              <Link
                to="/profile"
                aria-label={t('Profile')}
                title={t('Profile')}
                className={iconClasses}
              >
                <User className="size-5" aria-hidden="true" />
              </Link>
              <button
                type="button"
                onClick={handleSignOut}
                aria-label={t('Sign Out')}
                title={t('Sign Out')}
                className={iconClasses}
              >
                <LogOut className="size-5" aria-hidden="true" />
              </button>
            </>
          ) : (
            <div className={`flex items-center gap-2 ${ready ? '' : SESSION_PENDING}`}>
              <button
                type="button"
                onClick={() => openAuth('login')}
                className={buttonClasses('ghost', 'sm')}
              >
                {t('Sign In')}
              </button>
              <button
                type="button"
                onClick={() => openAuth('signup')}
                className={buttonClasses('primary', 'sm')}
              >
                {t('Get Started')}
              </button>
            </div>
          )}
        </div>

        <div className="ml-auto flex min-w-0 items-center gap-1 xl:hidden">
          {signedIn && <TeamBadgeSlot className={`mr-1 max-w-32 sm:max-w-48 ${BADGE_GIVES_WAY}`} />}
          {signedIn && <NotificationBellSlot />}
          <ThemeToggle />
          <button
            type="button"
            className={iconClasses}
            aria-label={menuOpen ? t('Close menu') : t('Open menu')}
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
        <Suspense fallback={null}>
          <MobileMenu
            links={headerNavLinks}
            signedIn={signedIn}
            pending={!ready}
            onSignOut={handleSignOut}
            onOpenAuth={openAuth}
          />
        </Suspense>
      )}
    </header>
  );
}
