import {
  POST_BODY_MAX,
  THREAD_TITLE_MAX,
  postBodySchema,
  threadTitleSchema,
  type ThreadCreateRequest,
  type ThreadPlace,
} from '@domain/community';
import { z } from '@domain/zod';
import { ErrorBox } from '@web/components/MessageBox';
import { Button } from '@web/components/ui/Button';
import { inputClasses } from '@web/components/ui/field-classes';
import { Trans } from '@web/i18n/Trans';
import { formatNumber, msg, useT } from '@web/i18n/translate';
import { createThread } from '@web/lib/community';
import { useSchemaForm } from '@web/lib/use-schema-form';

const newThreadSchema = z.object({ title: threadTitleSchema, body: postBodySchema });

/** The request that puts a thread in its place: exactly one of category, lessonId, challengeId. */
function threadRequest(
  place: ThreadPlace,
  fields: { title: string; body: string },
): ThreadCreateRequest {
  switch (place.kind) {
    case 'category':
      return { ...fields, category: place.category };
    case 'lesson':
      return { ...fields, lessonId: place.lessonId };
    case 'challenge':
      return { ...fields, challengeId: place.challengeId };
  }
}

/**
 * A new thread: its title and its opening post in Markdown, checked with the server's own rules
 * before it is sent. The server's refusals (posting too fast, a suspended account) show above
 * the form in its own words. The labels are given translated; their defaults are the question's.
 */
export function NewThreadForm({
  place,
  onCreated,
  titleLabel,
  bodyLabel,
  submitLabel,
  onCancel,
}: {
  place: ThreadPlace;
  onCreated: (id: string) => void;
  titleLabel?: string;
  bodyLabel?: string;
  submitLabel?: string;
  /** Shows a Cancel button that calls it. */
  onCancel?: () => void;
}) {
  const t = useT();
  const titleText = titleLabel ?? t('Title');
  const bodyText = bodyLabel ?? t('Your question');
  const form = useSchemaForm({
    schema: newThreadSchema,
    initial: { title: '', body: '' },
    send: (fields) => createThread(threadRequest(place, fields)),
    onSent: (answer) => onCreated(answer.id),
    fallback: msg('Your question could not be posted. Please try again.'),
  });
  const { draft, problems, busy } = form;
  const hintId = `${form.fieldId('body')}-hint`;
  const bodyDescription = [problems.body ? form.problemId('body') : null, hintId]
    .filter(Boolean)
    .join(' ');

  return (
    <form className="space-y-4" onSubmit={form.submit} noValidate aria-busy={busy}>
      {form.failure && <ErrorBox>{form.failure}</ErrorBox>}
      <div>
        <label htmlFor={form.fieldId('title')} className="block text-sm font-medium">
          {titleText}
        </label>
        <input
          {...form.text('title')}
          className={inputClasses}
          maxLength={THREAD_TITLE_MAX}
          placeholder={t('What are you stuck on?')}
          required
        />
        {problems.title && (
          <p id={form.problemId('title')} className="mt-1.5 text-sm text-red-700 dark:text-red-300">
            {t('{{label}} {{problem}}', { label: titleText, problem: t(problems.title) })}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={form.fieldId('body')} className="block text-sm font-medium">
          {bodyText}
        </label>
        <textarea
          {...form.text('body')}
          aria-describedby={bodyDescription}
          className={`${inputClasses} min-h-40 font-mono text-[13px] leading-relaxed`}
          rows={8}
          maxLength={POST_BODY_MAX}
          required
        />
        {problems.body && (
          <p id={form.problemId('body')} className="mt-1.5 text-sm text-red-700 dark:text-red-300">
            {t('{{label}} {{problem}}', { label: bodyText, problem: t(problems.body) })}
          </p>
        )}
        <p
          id={hintId}
          className="mt-1.5 flex flex-wrap justify-between gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400"
        >
          <span>
            <Trans
              text="Markdown works: <code>**bold**</code>, <code>`code`</code>, and code blocks between <code>```c</code> and <code>```</code> lines."
              parts={{ code: (chunk) => <code className="font-mono">{chunk}</code> }}
            />
          </span>
          <span>
            {t('{{length}}/{{limit}} characters', {
              length: formatNumber(draft.body.length),
              limit: formatNumber(POST_BODY_MAX),
            })}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? t('Posting...') : (submitLabel ?? t('Post question'))}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {t('Cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
