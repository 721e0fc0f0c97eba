import { Eye, EyeOff, KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { signUpPasswordProblem } from '@domain/auth-messages';
import { PASSWORD_MIN_LENGTH } from '@domain/constants';
import { ErrorBox, SuccessBox } from '@web/components/MessageBox';
import { Button } from '@web/components/ui/Button';
import { msg, useT } from '@web/i18n/translate';
import { changePassword } from '@web/lib/account';
import { PASSWORD_UPDATED_SUCCESS } from './constants';
import { accountErrorMessage } from './errors';
import { Section, TextField } from './fields';

interface PasswordForm {
  current: string;
  next: string;
  confirm: string;
}

const emptyForm: PasswordForm = { current: '', next: '', confirm: '' };

const passwordFields: Record<
  keyof PasswordForm,
  { label: string; name: string; autoComplete: string }
> = {
  current: {
    label: msg('Current password'),
    name: 'current-password',
    autoComplete: 'current-password',
  },
  next: { label: msg('New password'), name: 'new-password', autoComplete: 'new-password' },
  confirm: {
    label: msg('Confirm new password'),
    name: 'confirm-password',
    autoComplete: 'new-password',
  },
};

/** Changes the password on its own, apart from the main save. */
export function PasswordSection() {
  const t = useT();
  const [form, setForm] = useState<PasswordForm>(emptyForm);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const update = (field: keyof PasswordForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setError(null);
    setSuccess(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    const problem = signUpPasswordProblem(form.next, form.confirm);
    if (problem) return setError(problem);
    if (!form.current) return setError(msg('Enter your current password.'));
    setBusy(true);
    try {
      await changePassword(form.current, form.next);
      setForm(emptyForm);
      setSuccess(PASSWORD_UPDATED_SUCCESS);
    } catch (caught) {
      setError(
        accountErrorMessage(caught, msg('Your password could not be updated. Please try again.')),
      );
    } finally {
      setBusy(false);
    }
  };

  const ShowIcon = shown ? EyeOff : Eye;
  const passwordField = (field: keyof PasswordForm) => (
    <TextField
      {...passwordFields[field]}
      label={t(passwordFields[field].label)}
      type={shown ? 'text' : 'password'}
      value={form[field]}
      onChange={update(field)}
    />
  );

  return (
    <Section
      title={t('Change password')}
      description={t(
        'Use at least {{count}} characters. This is updated right away, apart from Save Changes.',
        {
          count: PASSWORD_MIN_LENGTH,
          defaultValue_one:
            'Use at least {{count}} character. This is updated right away, apart from Save Changes.',
        },
      )}
      icon={<KeyRound className="size-5" />}
    >
      <form className="space-y-4" onSubmit={submit} noValidate>
        {error && <ErrorBox>{error}</ErrorBox>}
        {success && <SuccessBox>{success}</SuccessBox>}
        {passwordField('current')}
        <div className="grid gap-4 sm:grid-cols-2">
          {passwordField('next')}
          {passwordField('confirm')}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button variant="ghost" size="sm" onClick={() => setShown((value) => !value)}>
            <ShowIcon className="size-4" aria-hidden="true" />
            {shown ? t('Hide passwords') : t('Show passwords')}
          </Button>
          <Button type="submit" variant="secondary" disabled={busy}>
            {busy ? t('Updating...') : t('Update Password')}
          </Button>
        </div>
      </form>
    </Section>
  );
}
