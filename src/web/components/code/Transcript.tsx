import type { OutputChunk } from '@domain/execution';
import { appendChunk } from '@domain/output-chunks';
import { Trans } from '@web/i18n/Trans';
import { msg } from '@web/i18n/translate';
import { BoundedOutput } from './BoundedOutput';

/** Said to a screen reader before each stretch of stderr. */
export const STDERR_MARK = 'stderr: ';

const stderrClasses = 'rounded-sm bg-red-50 text-red-700 dark:bg-red-950/70 dark:text-red-300';

/** Stretches written one after another to the same stream, as one (the server sends them so). */
export function joinedChunks(transcript: readonly OutputChunk[]): OutputChunk[] {
  return transcript.reduce<OutputChunk[]>(appendChunk, []);
}

/**
 * What the program wrote, stdout and stderr in the order it wrote them; stderr stands out in red
 * and is named for a screen reader. A long output scrolls in a box of bounded height.
 */
export function Transcript({ transcript }: { transcript: readonly OutputChunk[] }) {
  const chunks = joinedChunks(transcript);
  if (chunks.length === 0) return null;
  const hasStderr = chunks.some((chunk) => chunk.stream === 'stderr');
  return (
    <div>
      {hasStderr && (
        <p className="mb-1.5 text-xs text-slate-600 dark:text-slate-400">
          {/* The colour's name is set like the stderr it explains. */}
          <Trans
            text="Text <red>in red</red> is what the program wrote to standard error (stderr)."
            parts={{
              red: (chunk) => (
                <span className={`${stderrClasses} px-0.5 font-medium`}>{chunk}</span>
              ),
            }}
          />
        </p>
      )}
      <BoundedOutput of={transcript} label={msg('Program output')}>
        <pre className="whitespace-pre-wrap break-words font-mono text-sm text-slate-900 dark:text-slate-100">
          {chunks.map((chunk, index) =>
            chunk.stream === 'stderr' ? (
              <span key={index} className={stderrClasses}>
                <span className="sr-only">{STDERR_MARK}</span>
                {chunk.text}
              </span>
            ) : (
              <span key={index}>{chunk.text}</span>
            ),
          )}
        </pre>
      </BoundedOutput>
    </div>
  );
}
