import { LoaderCircle, X } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { isProRequiredMessage } from '@domain/billing';
import type { TraceResponse } from '@domain/trace';
import { CompileErrorText } from '@web/components/code/OutputPanel';
import { ProRequiredNotice } from '@web/components/ProRequired';
import { Button } from '@web/components/ui/Button';
import { Trans } from '@web/i18n/Trans';
import { msg, useT } from '@web/i18n/translate';
import { MemoryView } from './MemoryView';
import { StepControls } from './StepControls';
import { StepDescription, StepSummary } from './StepDescription';
import { StepOutcome } from './StepOutcome';
import { TraceCode } from './TraceCode';
import { useTrace, type TraceInput } from './trace-api';
import { useDialogFocus } from '@web/lib/use-dialog-focus';
import { runToLineText, useStepper } from './use-stepper';

export const TRACING = msg('Running your program and recording every step…');
export const WAITING_FOR_TRACE = msg('Every runner is busy: waiting in line for a free one…');
export const NO_STEPS = msg(
  'The program ended before its first line could be recorded, so there is nothing to step through.',
);
export const COMPILE_ERROR_TRACE = msg(
  'The program does not compile, so there is nothing to step through yet. Fix it in the editor and try again.',
);

const panel =
  'rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900/60';
const panelHeading =
  'border-b border-slate-200 px-4 py-2 text-sm font-semibold text-slate-800 dark:border-slate-800 dark:text-slate-100';

function StepThrough({ code, trace }: { code: string; trace: TraceResponse }) {
  const t = useT();
  const stepper = useStepper(trace.steps);
  const codeId = useId();
  const outputId = useId();
  const memoryId = useId();
  const step = stepper.step!;
  // Arrow keys, Home and End step wherever the focus is in the (modal) visualizer, its close
  // button included, where the focus starts (use-stepper).
  const onKey = useEffectEvent((event: KeyboardEvent) => stepper.onKeyDown(event));
  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-4 py-4 sm:px-6">
        <StepSummary step={step} index={stepper.index} total={stepper.total} />
        <StepOutcome
          step={step}
          isLast={stepper.index === stepper.total - 1}
          truncated={trace.truncated}
          total={stepper.total}
          note={trace.note}
        />
        <div className="grid gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <div className="min-w-0 space-y-4">
            <section aria-labelledby={codeId} className={panel}>
              <h3 id={codeId} className={panelHeading}>
                <Trans
                  text="Code <hint>· click a line number to run to it</hint>"
                  parts={{
                    hint: (chunk) => (
                      <span className="font-normal text-slate-500 dark:text-slate-400">
                        {chunk}
                      </span>
                    ),
                  }}
                />
              </h3>
              <div className="max-h-[40vh] overflow-y-auto lg:max-h-[60vh]">
                <TraceCode
                  code={code}
                  line={step.line}
                  previousLine={stepper.previous?.line}
                  crashed={step.event === 'crash'}
                  onRunToLine={stepper.runToLine}
                />
              </div>
              <p
                aria-live="polite"
                className="px-4 pb-2 text-xs text-slate-600 empty:hidden dark:text-slate-300"
              >
                {stepper.note ? runToLineText(stepper.note) : ''}
              </p>
            </section>
            <section aria-labelledby={outputId} className={panel}>
              <h3 id={outputId} className={panelHeading}>
                {t('Output so far')}
              </h3>
              <pre className="max-h-48 overflow-auto px-4 py-3 font-mono text-sm whitespace-pre-wrap text-slate-800 dark:text-slate-200">
                {step.stdout === '' ? (
                  <span className="text-slate-500 dark:text-slate-400">
                    {t('Nothing printed yet.')}
                  </span>
                ) : (
                  step.stdout
                )}
              </pre>
            </section>
          </div>
          <section aria-labelledby={memoryId} className={`${panel} min-w-0`}>
            <h3 id={memoryId} className={panelHeading}>
              {t('Memory')}
            </h3>
            <div className="overflow-x-auto p-4">
              <MemoryView step={step} previous={stepper.previous} />
            </div>
          </section>
        </div>
        <StepDescription step={step} />
      </div>
      <div className="border-t border-slate-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6 dark:border-slate-800 dark:bg-slate-950">
        <StepControls stepper={stepper} />
      </div>
    </div>
  );
}

function Message({ children }: { children: ReactNode }) {
  return <div className="flex-1 overflow-y-auto px-4 py-6 sm:px-6">{children}</div>;
}

function TraceResult({ input }: { input: TraceInput }) {
  const t = useT();
  const trace = useTrace(input);
  if (trace.isPending) {
    return (
      <Message>
        <p
          role="status"
          className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300"
        >
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {t(trace.waiting ? WAITING_FOR_TRACE : TRACING)}
        </p>
      </Message>
    );
  }
  if (trace.isError) {
    const message = trace.error.message;
    return (
      <Message>
        {isProRequiredMessage(message) ? (
          <ProRequiredNotice message={message} />
        ) : (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300"
          >
            {t(message)}
          </p>
        )}
      </Message>
    );
  }
  const result = trace.data;
  if (result.status === 'compile_error' || result.steps.length === 0) {
    return (
      <Message>
        <p role="alert" className="text-sm text-slate-800 dark:text-slate-100">
          {t(result.status === 'compile_error' ? COMPILE_ERROR_TRACE : NO_STEPS)}
        </p>
        {result.compileOutput && (
          <div className="mt-4 space-y-2">
            <CompileErrorText text={result.compileOutput} />
          </div>
        )}
      </Message>
    );
  }
  return <StepThrough code={input.code} trace={result} />;
}

/**
 * The visualizer: the program run step by step on the server, then replayed here, its code with
 * the line that runs next beside a picture of its memory. A full-screen dialog; loaded on its own
 * the first time it opens.
 */
export default function VisualizerDialog({
  input,
  subtitle,
  onClose,
}: {
  input: TraceInput;
  subtitle: string;
  onClose: () => void;
}) {
  const t = useT();
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const subtitleId = useId();
  useDialogFocus(dialog, onClose);
  // On the body: a transformed or contained ancestor would make `fixed` relative to itself.
  return createPortal(
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={subtitleId}
      className="fixed inset-0 z-50 flex flex-col bg-slate-50 dark:bg-slate-950"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3 sm:px-6 dark:border-slate-800 dark:bg-slate-900">
        <div className="min-w-0">
          <h2
            id={titleId}
            className="text-lg font-bold tracking-tight text-slate-900 dark:text-white"
          >
            {t('Visualizer')}
          </h2>
          <p id={subtitleId} className="truncate text-sm text-slate-600 dark:text-slate-400">
            {subtitle}
          </p>
        </div>
        <Button variant="ghost" aria-label={t('Close the visualizer')} onClick={onClose}>
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <TraceResult input={input} />
    </div>,
    document.body,
  );
}
