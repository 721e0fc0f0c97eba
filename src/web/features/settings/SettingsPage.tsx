import { LoaderCircle, RotateCw, Save } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { pages } from '@domain/routes';
import { profileSchema, type StoredSettings } from '@domain/account';
import type { Profile } from '@domain/profile';
import { Button } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';
import {
  finishFirstLogin,
  useCurrentUser,
  useFreshProfile,
  useSaveAccount,
  useSettings,
} from '@web/lib/account';
import { usePageMeta } from '@web/lib/page-meta';
import { fieldProblems } from '@web/lib/field-problems';
import { CodingTab } from './CodingTab';
import { BillingTab } from './BillingTab';
import {
  isSettingsTab,
  SAVE_FAILED,
  SETTINGS_LOAD_FAILED,
  SETTINGS_TABS,
  TAB_PARAM,
  type SettingsTab,
} from './constants';
import { accountErrorMessage } from './errors';
import { ErrorBox } from '@web/components/MessageBox';
import { NotificationsTab } from './NotificationsTab';
import { PreferencesTab } from './PreferencesTab';
import { ProfileTab, type ProfileErrors } from './ProfileTab';
import { SavedModal } from './SavedModal';
import { panelId, SettingsTabList, tabId } from './SettingsTabs';
import { WelcomeModal } from './WelcomeModal';

const FIRST_LOGIN_PARAM = 'first-login';

interface FormValues {
  profile: Profile;
  settings: StoredSettings;
}

const sameValues = (a: FormValues, b: FormValues) => JSON.stringify(a) === JSON.stringify(b);

/** The /settings route: profile, notifications, preferences and editor settings in one form. */
export function SettingsPage() {
  const { title, description } = pages.settings;
  usePageMeta(title, description);
  const t = useT();
  const user = useCurrentUser();
  // Read from the server on every visit: the form never starts from an older copy.
  const profile = useFreshProfile();
  const settings = useSettings();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  // A link can open a tab (/settings?tab=billing); every arrival by such a link selects it.
  // Choosing a tab here does not navigate: a navigation would restore the scroll position.
  const location = useLocation();
  const tabParam = searchParams.get(TAB_PARAM);
  const urlTab = isSettingsTab(tabParam) ? tabParam : null;
  const [tab, setTab] = useState<SettingsTab>(urlTab ?? 'profile');
  const [arrival, setArrival] = useState(location.key);
  if (arrival !== location.key) {
    setArrival(location.key);
    if (urlTab) setTab(urlTab);
  }
  const [nameFocusRequest, setNameFocusRequest] = useState(0);
  const [skipping, setSkipping] = useState(false);

  if (!user) return null;

  const welcome = searchParams.get(FIRST_LOGIN_PARAM) === 'true';
  const firstLogin = user.user_metadata?.first_login === true;
  // DESIGN: skipping is remembered, so the next sign-in goes to the dashboard.
  const skip = async () => {
    setSkipping(true);
    try {
      if (firstLogin) await finishFirstLogin();
    } catch (caught) {
      console.error('Could not remember that the welcome was skipped', caught);
    } finally {
      setSkipping(false);
    }
    await navigate('/dashboard');
  };
  const setUpProfile = () => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(FIRST_LOGIN_PARAM);
        next.delete(TAB_PARAM);
        return next;
      },
      { replace: true },
    );
    setTab('profile');
    setNameFocusRequest((count) => count + 1);
  };

  return (
    <>
      <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50/70 to-white dark:border-slate-800 dark:from-brand-950/40 dark:to-slate-950">
        <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {t(title)}
          </h1>
          <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">{t(description)}</p>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
        {settings.data && profile.profile ? (
          <SettingsForm
            initial={{ profile: profile.profile, settings: settings.data }}
            email={user.email ?? ''}
            firstLogin={firstLogin}
            tab={tab}
            onTabChange={setTab}
            nameFocusRequest={nameFocusRequest}
          />
        ) : settings.isError || profile.isError ? (
          <div
            role="alert"
            className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-4 text-sm text-red-700 sm:flex-row sm:items-center sm:justify-between dark:border-red-900 dark:bg-red-950/50 dark:text-red-300"
          >
            <p>{t(accountErrorMessage(settings.error ?? profile.error, SETTINGS_LOAD_FAILED))}</p>
            <Button
              variant="secondary"
              size="sm"
              className="shrink-0 self-start sm:self-auto"
              disabled={settings.isFetching || profile.isFetching}
              onClick={() => {
                if (settings.isError) void settings.refetch();
                if (profile.isError) void profile.refetch();
              }}
            >
              <RotateCw
                className={`size-4 ${settings.isFetching || profile.isFetching ? 'animate-spin motion-reduce:animate-none' : ''}`}
                aria-hidden="true"
              />
              {t('Try again')}
            </Button>
          </div>
        ) : (
          <SettingsSkeleton />
        )}
      </div>
      {welcome && (
        <WelcomeModal onSkip={() => void skip()} onSetUp={setUpProfile} busy={skipping} />
      )}
    </>
  );
}

function SettingsSkeleton() {
  const t = useT();
  const block =
    'animate-pulse rounded-2xl bg-slate-100 motion-reduce:animate-none dark:bg-slate-800/60';
  return (
    <div role="status" className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
      <div aria-hidden="true" className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-1">
        {SETTINGS_TABS.map((key) => (
          <div key={key} className={`h-11 ${block} rounded-xl lg:h-14`} />
        ))}
      </div>
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('Loading your settings...')}
        </p>
        <div aria-hidden="true" className={`mt-4 h-72 ${block}`} />
      </div>
    </div>
  );
}

function SettingsForm({
  initial,
  email,
  firstLogin,
  tab,
  onTabChange,
  nameFocusRequest,
}: {
  initial: FormValues;
  email: string;
  firstLogin: boolean;
  tab: SettingsTab;
  onTabChange: (tab: SettingsTab) => void;
  nameFocusRequest: number;
}) {
  const t = useT();
  const idBase = useId();
  const navigate = useNavigate();
  const save = useSaveAccount();
  const [values, setValues] = useState<FormValues>(initial);
  const [baseline, setBaseline] = useState<FormValues>(initial);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<ProfileErrors>({});
  const [invalidFocusRequest, setInvalidFocusRequest] = useState(0);
  const [saved, setSaved] = useState<{ thenDashboard: boolean } | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const profilePanelRef = useRef<HTMLDivElement>(null);
  const dirty = !sameValues(values, baseline);

  useEffect(() => {
    if (nameFocusRequest > 0) nameRef.current?.focus();
  }, [nameFocusRequest]);

  // After a save with a field problem: the first field in trouble, in the middle of the screen
  // (clear of the sticky header and save bar), with the focus.
  useEffect(() => {
    if (invalidFocusRequest === 0) return;
    const field = profilePanelRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus({ preventScroll: true });
    field?.scrollIntoView({ block: 'center' });
  }, [invalidFocusRequest]);

  const setSettings = <K extends keyof StoredSettings>(key: K, next: StoredSettings[K]) =>
    setValues((current) => ({ ...current, settings: { ...current.settings, [key]: next } }));

  const submit = async () => {
    setError(null);
    const parsed = profileSchema.safeParse(values.profile);
    if (!parsed.success) {
      const found: ProfileErrors = fieldProblems<keyof Profile>(parsed.error);
      onTabChange('profile');
      setFieldErrors(found);
      setInvalidFocusRequest((count) => count + 1);
      return;
    }
    setFieldErrors({});
    const finishFirstLogin = firstLogin;
    let next: FormValues;
    try {
      // Only what changed here is saved; the answer has what other browsers saved meanwhile.
      const saved = await save.mutateAsync({
        profile: parsed.data,
        settings: values.settings,
        loaded: baseline,
        finishFirstLogin,
      });
      next = { profile: saved.profile, settings: saved.settings };
    } catch (caught) {
      setError(accountErrorMessage(caught, SAVE_FAILED));
      return;
    }
    setValues(next);
    setBaseline(next);
    setSaved({ thenDashboard: finishFirstLogin });
  };

  const closeSaved = () => {
    const thenDashboard = saved?.thenDashboard ?? false;
    setSaved(null);
    if (thenDashboard) void navigate('/dashboard');
  };

  const panels: Record<SettingsTab, ReactNode> = {
    profile: (
      <ProfileTab
        profile={values.profile}
        email={email}
        errors={fieldErrors}
        nameRef={nameRef}
        onChange={(profile, changed) => {
          setValues((current) => ({ ...current, profile }));
          setFieldErrors((current) => ({ ...current, [changed]: undefined }));
        }}
      />
    ),
    notifications: (
      <NotificationsTab
        value={values.settings.notifications}
        onChange={(next) => setSettings('notifications', next)}
      />
    ),
    preferences: (
      <PreferencesTab
        value={values.settings.preferences}
        onChange={(next) => setSettings('preferences', next)}
      />
    ),
    coding: (
      <CodingTab value={values.settings.coding} onChange={(next) => setSettings('coding', next)} />
    ),
    // Billing changes take effect at once; they are not part of the saved form.
    billing: <BillingTab />,
  };
  const showSaveBar = tab !== 'billing' || dirty;

  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
      <div className="lg:sticky lg:top-24 lg:self-start">
        <SettingsTabList idBase={idBase} active={tab} onSelect={onTabChange} />
      </div>
      <div className="min-w-0">
        {SETTINGS_TABS.map((key) => (
          <div
            key={key}
            ref={key === 'profile' ? profilePanelRef : undefined}
            id={panelId(idBase, key)}
            role="tabpanel"
            aria-labelledby={tabId(idBase, key)}
            tabIndex={0}
            hidden={key !== tab}
            className="rounded-2xl focus-visible:outline-offset-4"
          >
            {panels[key]}
          </div>
        ))}
        <div
          hidden={!showSaveBar}
          className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-slate-200 bg-white/90 px-4 py-4 backdrop-blur-md sm:mx-0 sm:mb-4 sm:rounded-2xl sm:border sm:px-5 sm:shadow-lg sm:shadow-slate-900/5 dark:border-slate-800 dark:bg-slate-950/90"
        >
          {error && <ErrorBox className="mb-3">{error}</ErrorBox>}
          <div className="flex items-center justify-between gap-4">
            <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400">
              {dirty ? t('You have unsaved changes.') : t('No unsaved changes.')}
            </p>
            <Button onClick={submit} disabled={save.isPending} className="shrink-0">
              {save.isPending ? (
                <LoaderCircle
                  className="size-4 animate-spin motion-reduce:animate-none"
                  aria-hidden="true"
                />
              ) : (
                <Save className="size-4" aria-hidden="true" />
              )}
              {save.isPending ? t('Saving...') : t('Save Changes')}
            </Button>
          </div>
        </div>
      </div>
      {saved && <SavedModal onClose={closeSaved} />}
    </div>
  );
}
