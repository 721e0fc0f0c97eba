import { Eye, EyeOff, KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { signUpPasswordProblem } from '@domain/auth-messages';
import { PASSWORD_MIN_LENGTH } from '@domain/constants';
import { Button } from '@web/components/ui/Button';
import { changePassword } from '@web/lib/account';
import { PASSWORD_UPDATED_SUCCESS } from './constants';
import { accountErrorMessage } from './errors';
import { ErrorBox, Section, SuccessBox, TextField } from './fields';

interface PasswordForm {
  current: string;
  next: string;
  confirm: string;
}

const emptyForm: PasswordForm = { current: '', next: '', confirm: '' };

/** Changes the password on its own, apart from the main save. */
export function PasswordSection() {
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
    if (!form.current) return setError('Enter your current password.');
    setBusy(true);
    try {
      await changePassword(form.current, form.next);
      setForm(emptyForm);
      setSuccess(PASSWORD_UPDATED_SUCCESS);
    } catch (caught) {
      setError(
        accountErrorMessage(caught, 'Your password could not be updated. Please try again.'),
      );
    } finally {
      setBusy(false);
    }
  };

  const type = shown ? 'text' : 'password';
  const ShowIcon = shown ? EyeOff : Eye;

  return (
    <Section
      title="Change password"
      description={`Use at least ${PASSWORD_MIN_LENGTH} characters. This is updated right away, apart from Save Changes.`}
      icon={<KeyRound className="size-5" />}
    >
      <form className="space-y-4" onSubmit={submit} noValidate>
        {error && <ErrorBox>{error}</ErrorBox>}
        {success && <SuccessBox>{success}</SuccessBox>}
        <TextField
          label="Current password"
          name="current-password"
          type={type}
          autoComplete="current-password"
          value={form.current}
          onChange={update('current')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="New password"
            name="new-password"
            type={type}
            autoComplete="new-password"
            value={form.next}
            onChange={update('next')}
          />
          <TextField
            label="Confirm new password"
            name="confirm-password"
            type={type}
            autoComplete="new-password"
            value={form.confirm}
            onChange={update('confirm')}
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button variant="ghost" size="sm" onClick={() => setShown((value) => !value)}>
            <ShowIcon className="size-4" aria-hidden="true" />
            {shown ? 'Hide passwords' : 'Show passwords'}
          </Button>
          <Button type="submit" variant="secondary" disabled={busy}>
            {busy ? 'Updating...' : 'Update Password'}
          </Button>
        </div>
      </form>
    </Section>
  );
}
