import { Lock, Play } from 'lucide-react';
import { useRef } from 'react';
import { CodeBlock } from '@web/components/code/CodeBlock';
import { useExecuteCode } from '@web/components/code/execute-api';
import { OutputPanel, runViewOf } from '@web/components/code/OutputPanel';
import { Button } from '@web/components/ui/Button';
import { msg, useT } from '@web/i18n/translate';

/** The accessible name of a post's Run button. */
export const RUN_POST_CODE = msg('Run this code');

const RUNNABLE_LANGUAGES = new Set(['c', 'h']);

export function isRunnableLanguage(language: string): boolean {
  return RUNNABLE_LANGUAGES.has(language);
}

/** A C block of a post, run on the server like the lesson editor's program. */
function RunnableCode({ code }: { code: string }) {
  const t = useT();
  const block = useRef<HTMLDivElement>(null);
  const execution = useExecuteCode();
  const running = execution.isPending;
  const view = runViewOf(execution);
  const run = () => {
    if (running) return;
    execution.mutate({ code: code.replace(/\n$/, ''), mode: 'run' });
  };
  // The compiler's messages point at the block: there is no editor to move a cursor in.
  const showBlock = () => block.current?.querySelector('pre')?.focus();
  return (
    <div ref={block} className="space-y-2">
      <CodeBlock code={code} language="c" label={t('C code from the post')} />
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={run} disabled={running} aria-label={t(RUN_POST_CODE)}>
          <Play aria-hidden="true" className="size-4" />
          {running ? t('Running...') : t('Run')}
        </Button>
      </div>
      {view.phase !== 'idle' && <OutputPanel view={view} onGoTo={showBlock} />}
    </div>
  );
}

/** A fenced block of a post: coloured like lesson code, and runnable when it is C. */
export function PostCodeBlock({ code, language }: { code: string; language: string }) {
  if (isRunnableLanguage(language)) return <RunnableCode code={code} />;
  return <CodeBlock code={code} language={language} />;
}

/** Where a spoiler-protected post had code: a muted box that says why it is not shown. */
export function PostHiddenCode({ text }: { text: string }) {
  const t = useT();
  return (
    <div className="flex items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-600 dark:border-slate-700 dark:bg-slate-900/60 dark:text-slate-400">
      <Lock aria-hidden="true" className="size-4 shrink-0" />
      <span>{t(text)}</span>
    </div>
  );
}
