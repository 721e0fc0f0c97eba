import { Fragment, useId, useMemo } from 'react';
import type { HeapBlock, TraceFrame, TraceStep } from '@domain/trace';
import { useT } from '@web/i18n/translate';
import { MemoryPictureContext, type MemoryPicture } from './memory-context';
import { PointerArrows, type PointerArrow } from './PointerArrows';
import {
  arrowTarget,
  changedValueIds,
  drawnValues,
  frameValueId,
  globalValueId,
  heapBlockId,
  heapValueId,
  type DrawnValue,
} from './trace-memory';
import { NamedValue, ValueCell } from './ValueCell';

const columnHeading = 'text-sm font-semibold text-slate-700 dark:text-slate-200';
const empty = 'text-sm text-slate-500 dark:text-slate-400';

function FrameBox({ frame, index, newest }: { frame: TraceFrame; index: number; newest: boolean }) {
  const t = useT();
  return (
    <li
      className={`rounded-xl border p-3 ${newest ? 'border-brand-400 bg-brand-50/60 dark:border-brand-700 dark:bg-brand-950/40' : 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900'}`}
    >
      <p className="mb-2 flex items-baseline justify-between gap-3 text-sm">
        <span className="font-mono font-semibold text-slate-900 dark:text-white">
          {frame.function}()
        </span>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {t('line {{line}}', { line: frame.line })}
        </span>
      </p>
      {frame.locals.length === 0 ? (
        <p className={empty}>{t('No variables yet.')}</p>
      ) : (
        <ul className="space-y-2">
          {frame.locals.map((local, l) => (
            <li key={local.address + local.name}>
              <NamedValue id={frameValueId(index, l)} value={local} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function HeapBlockBox({ block, index }: { block: HeapBlock; index: number }) {
  const t = useT();
  return (
    <li
      data-address={block.address}
      data-value-id={heapBlockId(index)}
      data-freed={block.freed ? 'true' : undefined}
      className={`rounded-xl border p-3 ${block.freed ? 'border-dashed border-slate-300 bg-slate-100 opacity-75 dark:border-slate-600 dark:bg-slate-800/70' : 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900'}`}
    >
      <p className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-slate-500 dark:text-slate-400">
        <span className="font-mono">{block.address}</span>
        <span>
          {block.type
            ? t('{{size}} bytes · {{type}}', { size: block.size, type: block.type })
            : t('{{size}} bytes', { size: block.size })}
          {block.freed && (
            <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 font-semibold text-slate-700 dark:bg-slate-700 dark:text-slate-200">
              {t('freed')}
            </span>
          )}
        </span>
      </p>
      {block.values.length === 0 ? (
        <p className={empty}>
          {block.freed
            ? t('Given back with free(): its memory must not be used any more.')
            : t('Its type is not known yet: no pointer of a known type points at its start.')}
        </p>
      ) : block.values.length === 1 ? (
        // One value fills the block: its type is in the block's header already.
        <ValueCell id={heapValueId(index, 0)} value={block.values[0]!} />
      ) : (
        <ul className="space-y-2">
          {block.values.map((value, v) => (
            <li key={value.address + value.name}>
              <NamedValue id={heapValueId(index, v)} value={value} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Every pointer's arrow at this step, to the cell it points at (none for NULL). */
export function pointerArrows(picture: MemoryPicture): PointerArrow[] {
  const arrows: PointerArrow[] = [];
  for (const { id, value } of picture.values as DrawnValue[]) {
    if (value.kind !== 'pointer' || value.uninitialized) continue;
    const target = arrowTarget(value, picture.values, picture.heap);
    if (!target) continue;
    const fault = value.address === picture.faultPointer;
    arrows.push({
      fromId: id,
      from: value.address,
      toId: target.id,
      to: target.address,
      tone: fault ? 'fault' : target.freed ? 'freed' : 'normal',
    });
  }
  return arrows;
}

/**
 * The memory picture of one step: the stack's frames (newest on top) and the globals beside the
 * heap, with an arrow from every pointer to what it points at.
 */
export function MemoryView({
  step,
  previous,
}: {
  step: TraceStep;
  previous: TraceStep | undefined;
}) {
  const picture = useMemo<MemoryPicture>(() => {
    const values = drawnValues(step);
    return {
      values,
      heap: step.heap,
      changed: changedValueIds(previous ?? null, step, values),
      faultPointer: step.event === 'crash' ? step.faultPointer : undefined,
    };
  }, [step, previous]);
  const t = useT();
  const arrows = useMemo(() => pointerArrows(picture), [picture]);
  const ids = useId();
  const frames = step.stack.map((frame, index) => ({ frame, index })).reverse();

  return (
    <MemoryPictureContext value={picture}>
      <div className="relative grid gap-6 pr-10 sm:grid-cols-2">
        <div className="min-w-0 space-y-4">
          <section aria-labelledby={`${ids}-stack`}>
            <h4 id={`${ids}-stack`} className={columnHeading}>
              {t('Stack')}
            </h4>
            {frames.length === 0 && (
              <p className={`mt-2 ${empty}`}>{t('No function is running: main has returned.')}</p>
            )}
            <ol className="mt-2 space-y-3" aria-label={t('Stack frames, newest first')}>
              {frames.map(({ frame, index }, position) => (
                <Fragment key={`${index}-${frame.function}`}>
                  {step.framesOmitted !== undefined && index === 0 && (
                    <li className={empty}>
                      {t(
                        '… {{number}} more frames between these and {{function}}() are not shown.',
                        {
                          number: step.framesOmitted,
                          function: frame.function,
                        },
                      )}
                    </li>
                  )}
                  <FrameBox frame={frame} index={index} newest={position === 0} />
                </Fragment>
              ))}
            </ol>
          </section>
          {step.globals.length > 0 && (
            <section aria-labelledby={`${ids}-globals`}>
              <h4 id={`${ids}-globals`} className={columnHeading}>
                {t('Globals')}
              </h4>
              <ul className="mt-2 space-y-2 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
                {step.globals.map((global, g) => (
                  <li key={global.address + global.name}>
                    <NamedValue id={globalValueId(g)} value={global} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <section aria-labelledby={`${ids}-heap`} className="min-w-0">
          <h4 id={`${ids}-heap`} className={columnHeading}>
            {t('Heap')}
          </h4>
          {step.heap.length === 0 ? (
            <p className={`mt-2 ${empty}`}>{t('Nothing allocated with malloc yet.')}</p>
          ) : (
            <ul className="mt-2 space-y-3">
              {step.heap.map((block, b) => (
                <HeapBlockBox key={block.address} block={block} index={b} />
              ))}
            </ul>
          )}
        </section>
        <PointerArrows arrows={arrows} />
      </div>
    </MemoryPictureContext>
  );
}
