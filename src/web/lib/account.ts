import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { User } from '@supabase/supabase-js';
import type { StoredSettings } from '@domain/account';
import { changedFields, settingsWithChanges } from '@domain/account-changes';
import { profileFromMetadata, type Profile } from '@domain/profile';
import type { z } from '@domain/zod';
import { invokeFunction, invokeParsed } from './functions';
import { useSession } from './session';
import { useTheme } from './use-theme';
import { requireSupabase } from './supabase';
import { msg } from '../i18n/translate';

/*
 * The signed-in learner's records on the server: settings, profile (user_metadata), the
 * dashboard figures, password change and account deletion. Pages use these hooks; none of
 * them talks to the server directly.
 */

export class AccountError extends Error {
  override name = 'AccountError';
}

const DEMO_MODE = msg('Demo mode is active. Please connect to the backend to enable accounts.');
const SERVER_UNREACHABLE = msg('The server could not be reached. Please try again.');
const client = () => requireSupabase(() => new AccountError(DEMO_MODE));

function invoke<Schema extends z.ZodType>(
  name: string,
  method: 'GET' | 'PUT' | 'POST',
  schema: () => Promise<Schema>,
  body?: unknown,
): Promise<z.output<Schema>> {
  return invokeParsed({
    client: client(),
    name,
    method,
    body,
    schema,
    fallback: SERVER_UNREACHABLE,
    fail: (message) => new AccountError(message),
  });
}

// The answers' schemas (and zod) load with the first call, not with every page.
const settingsSchema = async () => (await import('@domain/account')).storedSettingsSchema;
const summarySchema = async () => (await import('@domain/account-summary')).accountSummarySchema;

export const accountKeys = {
  settings: (userId: string) => ['settings', userId] as const,
  summary: (userId: string) => ['account-summary', userId] as const,
  user: (userId: string) => ['user', userId] as const,
};

/** The signed-in user (from the session), or null. */
export function useCurrentUser(): User | null {
  return useSession().session?.user ?? null;
}

/** A query of the signed-in learner's own record: keyed by their id, and never run signed out. */
function useOwnQuery<Data>(
  key: (userId: string) => QueryKey,
  queryFn: () => Promise<Data>,
  options: Pick<UseQueryOptions<Data>, 'staleTime' | 'refetchOnMount'>,
) {
  const user = useCurrentUser();
  return useQuery({
    queryKey: key(user?.id ?? 'signed-out'),
    queryFn,
    enabled: user !== null,
    ...options,
  });
}

/** GET /auth/v1/user: the user as the server has it now. */
async function fetchUser(): Promise<User> {
  const { data, error } = await (await client()).auth.getUser();
  if (error) throw new AccountError(error.message);
  return data.user;
}

/**
 * The signed-in user read from the server each time a page that shows the profile opens: the
 * session keeps the copy of its sign-in, which a save in another browser leaves behind.
 */
function useServerUser() {
  return useOwnQuery(accountKeys.user, fetchUser, { staleTime: 0, refetchOnMount: 'always' });
}

/** The profile as last read from the server (the session's copy until it has been read). */
export function useProfile(): Profile {
  const sessionUser = useCurrentUser();
  const serverUser = useServerUser().data;
  return profileFromMetadata((serverUser ?? sessionUser)?.user_metadata);
}

/**
 * The profile read from the server on this visit, for pages that show or edit it: undefined
 * until it has arrived, so nothing older is shown or saved over.
 */
export function useFreshProfile() {
  const query = useServerUser();
  return {
    profile: query.data ? profileFromMetadata(query.data.user_metadata) : undefined,
    isError: query.isError,
    error: query.error,
    isFetching: query.isFetching,
    refetch: query.refetch,
  };
}

export function useSettings() {
  return useOwnQuery(accountKeys.settings, () => invoke('settings', 'GET', settingsSchema), {
    staleTime: 5 * 60_000,
  });
}

/**
 * The dashboard's figures, read again each time a page that shows them opens: a lesson
 * completed or an exercise passed since then shows at once.
 */
export function useAccountSummary() {
  return useOwnQuery(accountKeys.summary, () => invoke('account-summary', 'GET', summarySchema), {
    refetchOnMount: 'always',
  });
}

export interface AccountValues {
  profile: Profile;
  settings: StoredSettings;
}

export interface SaveAccountInput extends AccountValues {
  /** What the form loaded: only the fields that differ from it are saved. */
  loaded: AccountValues;
  /** Set user_metadata.first_login to false (the first save after sign-up). */
  finishFirstLogin: boolean;
}

/**
 * Saves what the form changed: the profile's changed fields to user_metadata (the server
 * merges them into what it has), the changed settings over the server's current ones. Answers
 * the account as the server has it after the save, changes from other browsers included.
 */
export function useSaveAccount() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const { setTheme, followSystem } = useTheme();
  return useMutation({
    mutationFn: async ({
      profile,
      settings,
      loaded,
      finishFirstLogin,
    }: SaveAccountInput): Promise<AccountValues & { user: User }> => {
      const data = {
        ...changedFields(loaded.profile, profile),
        ...(finishFirstLogin ? { first_login: false } : {}),
      };
      let saved: User;
      if (Object.keys(data).length > 0) {
        const answer = await (await client()).auth.updateUser({ data });
        if (answer.error) throw new AccountError(answer.error.message);
        saved = answer.data.user;
      } else {
        saved = await fetchUser();
      }
      const current = await invoke('settings', 'GET', settingsSchema);
      const next = settingsWithChanges(current, loaded.settings, settings);
      const storedSettings = next ? await invoke('settings', 'PUT', settingsSchema, next) : current;
      return {
        user: saved,
        profile: profileFromMetadata(saved.user_metadata),
        settings: storedSettings,
      };
    },
    onSuccess: (saved) => {
      if (user) {
        queryClient.setQueryData(accountKeys.settings(user.id), saved.settings);
        queryClient.setQueryData(accountKeys.user(user.id), saved.user);
      }
      // The saved theme takes effect now, in this browser too.
      if (saved.settings.preferences.theme === 'system') followSystem();
      else setTheme(saved.settings.preferences.theme);
    },
  });
}

/** Ends the first login without saving anything else ("Skip for now" on the welcome modal). */
export async function finishFirstLogin(): Promise<void> {
  const { error } = await (await client()).auth.updateUser({ data: { first_login: false } });
  if (error) throw new AccountError(error.message);
}

export async function changePassword(currentPassword: string, newPassword: string) {
  const { error } = await (
    await client()
  ).auth.updateUser({
    password: newPassword,
    current_password: currentPassword,
  });
  if (error) throw new AccountError(error.message);
}

/** A new password after following a reset link (that session needs no old password). */
export async function setRecoveredPassword(newPassword: string) {
  const { error } = await (await client()).auth.updateUser({ password: newPassword });
  if (error) throw new AccountError(error.message);
}

/** Deletes the account and all its data on the server, then ends the local session. */
export async function deleteAccount(): Promise<void> {
  // The answer ({ deleted: true }) is not read: a refusal is what matters.
  await invokeFunction<unknown>({
    client: client(),
    name: 'delete-account',
    method: 'POST',
    fallback: SERVER_UNREACHABLE,
    fail: (message) => new AccountError(message),
  });
  await (await client()).auth.signOut({ scope: 'local' });
}
