import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@supabase/supabase-js';
import type { StoredSettings } from '../../domain/account';
import { profileFromMetadata, type Profile } from '../../domain/profile';
import type { AccountSummary } from '../../domain/progress';
import { invokeFunction } from './functions';
import { useSession } from './session';
import { useTheme } from './use-theme';
import { requireSupabase } from './supabase';

/*
 * The signed-in learner's records on the server: settings, profile (user_metadata), the
 * dashboard figures, password change and account deletion. Pages use these hooks; none of
 * them talks to the server directly.
 */

export class AccountError extends Error {
  override name = 'AccountError';
}

const DEMO_MODE = 'Demo mode is active. Please connect to the backend to enable accounts.';
const client = () => requireSupabase(() => new AccountError(DEMO_MODE));

function invoke<T>(name: string, method: 'GET' | 'PUT' | 'POST', body?: unknown): Promise<T> {
  return invokeFunction<T>({
    client: client(),
    name,
    method,
    body,
    fallback: 'The server could not be reached. Please try again.',
    fail: (message) => new AccountError(message),
  });
}

export const accountKeys = {
  settings: (userId: string) => ['settings', userId] as const,
  summary: (userId: string) => ['account-summary', userId] as const,
};

/** The signed-in user (from the session), or null. */
export function useCurrentUser(): User | null {
  return useSession().session?.user ?? null;
}

export function useProfile(): Profile {
  return profileFromMetadata(useCurrentUser()?.user_metadata);
}

export function useSettings() {
  const user = useCurrentUser();
  return useQuery({
    queryKey: accountKeys.settings(user?.id ?? 'signed-out'),
    queryFn: () => invoke<StoredSettings>('settings', 'GET'),
    enabled: user !== null,
    staleTime: 5 * 60_000,
  });
}

export function useAccountSummary() {
  const user = useCurrentUser();
  return useQuery({
    queryKey: accountKeys.summary(user?.id ?? 'signed-out'),
    queryFn: () => invoke<AccountSummary>('account-summary', 'GET'),
    enabled: user !== null,
  });
}

export interface SaveAccountInput {
  profile: Profile;
  settings: StoredSettings;
  /** Set user_metadata.first_login to false (the first save after sign-up). */
  finishFirstLogin: boolean;
}

/** Saves the profile to user_metadata and the rest to the settings record. */
export function useSaveAccount() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const { setTheme, followSystem } = useTheme();
  return useMutation({
    mutationFn: async ({ profile, settings, finishFirstLogin }: SaveAccountInput) => {
      const { error } = await (
        await client()
      ).auth.updateUser({
        data: { ...profile, ...(finishFirstLogin ? { first_login: false } : {}) },
      });
      if (error) throw new AccountError(error.message);
      return invoke<StoredSettings>('settings', 'PUT', settings);
    },
    onSuccess: (saved) => {
      if (user) queryClient.setQueryData(accountKeys.settings(user.id), saved);
      // The saved theme takes effect now, in this browser too.
      if (saved.preferences.theme === 'system') followSystem();
      else setTheme(saved.preferences.theme);
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
  await invoke<{ deleted: true }>('delete-account', 'POST');
  await (await client()).auth.signOut({ scope: 'local' });
}
