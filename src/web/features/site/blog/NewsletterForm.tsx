import { Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { newsletter } from '@content/blog';
import { newsletterSchema } from '@domain/forms';
import { Button } from '@web/components/ui/Button';
import { msg, useT } from '@web/i18n/translate';
import { FormError, subscribeToNewsletter } from '@web/lib/public-forms';
import { gradientPanelClasses } from '../kit/classes';
import { IconBadge } from '../kit/IconBadge';

type State =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'sent' };

const FALLBACK_ERROR = msg('We could not send this right now. Please try again in a moment.');

/**
 * The newsletter box: checks the address in the browser, then sends it to the server, which
 * mails it a confirmation link (double opt-in).
 */
export function NewsletterForm() {
  const t = useT();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const id = useId();
  const inputId = `${id}-email`;
  const messageId = `${id}-message`;
  const busy = state.kind === 'busy';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = newsletterSchema.safeParse({ email });
    if (!parsed.success) {
      setState({
        kind: 'invalid',
        message: parsed.error.issues[0]?.message ?? msg('Enter a valid email address.'),
      });
      return;
    }
    setState({ kind: 'busy' });
    try {
      // The server answers every address alike; the rest happens in the visitor's mailbox.
      await subscribeToNewsletter(parsed.data.email);
      setState({ kind: 'sent' });
      setEmail('');
    } catch (error) {
      setState({
        kind: 'failed',
        message: error instanceof FormError ? error.message : FALLBACK_ERROR,
      });
    }
  }

  const hasError = state.kind === 'invalid' || state.kind === 'failed';

  return (
    <section
      aria-labelledby="newsletter-title"
      className={`${gradientPanelClasses} px-6 py-10 shadow-xl sm:px-10 sm:py-12`}
    >
      <div className="mx-auto max-w-2xl text-center">
        <IconBadge icon={Mail} tone="glass" size="xl" className="mx-auto" />
        <h2
          id="newsletter-title"
          className="mt-4 text-2xl font-bold tracking-tight text-white sm:text-3xl"
        >
          {t(newsletter.title)}
        </h2>
        <p className="mt-3 text-brand-50">{t(newsletter.description)}</p>

        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="mt-8 flex flex-col gap-3 text-left sm:flex-row sm:items-start"
        >
          <div className="flex-1">
            <label htmlFor={inputId} className="sr-only">
              {t(newsletter.emailLabel)}
            </label>
            <input
              id={inputId}
              type="email"
              name="email"
              autoComplete="email"
              placeholder={newsletter.placeholder}
              value={email}
              aria-invalid={hasError || undefined}
              aria-describedby={state.kind === 'idle' || busy ? undefined : messageId}
              onChange={(event) => {
                setEmail(event.target.value);
                if (state.kind !== 'busy') setState({ kind: 'idle' });
              }}
              className="block h-12 w-full rounded-lg border border-white/30 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-white dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-400"
            />
          </div>
          <Button
            type="submit"
            size="lg"
            variant="secondary"
            disabled={busy}
            className="border-transparent"
          >
            {t(busy ? newsletter.busyButton : newsletter.button)}
          </Button>
        </form>

        {hasError && (
          <div
            id={messageId}
            role="alert"
            className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-left text-sm text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300"
          >
            {t(state.message)}
          </div>
        )}
        <div id={state.kind === 'sent' ? messageId : undefined} role="status">
          {state.kind === 'sent' && (
            <p className="mt-4 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-left text-sm text-green-700 dark:border-green-900 dark:bg-green-950 dark:text-green-300">
              {t(newsletter.success)}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
