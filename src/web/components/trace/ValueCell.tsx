import type { ReactNode } from 'react';
import type { TraceValue } from '@domain/trace';
import { useT } from '@web/i18n/translate';
import { useMemoryPicture, type MemoryPicture } from './memory-context';
import { arrowTarget, elementId } from './trace-memory';
import { UninitializedMark } from './UninitializedMark';

/*
 * One value of the memory picture, drawn by its kind: a scalar as a cell, an array as a row of
 * cells with their indexes, a struct or union as a box of fields, a pointer as the start of an
 * arrow (PointerArrows draws it) or a crossed box for NULL. Every drawn value carries its address
 * (data-address) and its place in the step (data-value-id), which the arrows find it by.
 */

const cellBase =
  'relative inline-flex min-h-8 min-w-9 items-center justify-center rounded-md border px-2 font-mono text-sm';
const cellTone =
  'border-slate-300 bg-white text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';
const changedTone =
  'border-amber-400 bg-amber-50 text-slate-900 ring-2 ring-amber-400 dark:border-amber-400 dark:bg-amber-950/60 dark:text-amber-50';
const faultTone =
  'border-red-500 bg-red-50 text-red-800 ring-2 ring-red-500 dark:border-red-400 dark:bg-red-950/60 dark:text-red-100';

function ChangedNote() {
  const t = useT();
  return <span className="sr-only"> {t('(changed at this step)')}</span>;
}

/** NULL: a box crossed through. */
function NullBox() {
  return (
    <span className="relative inline-flex h-6 w-10 items-center justify-center" data-null="true">
      <svg
        aria-hidden="true"
        viewBox="0 0 40 24"
        className="absolute inset-0 size-full stroke-slate-500 dark:stroke-slate-400"
      >
        <line x1="2" y1="2" x2="38" y2="22" strokeWidth="1.5" />
        <line x1="38" y1="2" x2="2" y2="22" strokeWidth="1.5" />
      </svg>
      <span className="relative rounded bg-white px-0.5 text-[0.625rem] leading-none font-semibold text-slate-700 dark:bg-slate-900 dark:text-slate-200">
        NULL
      </span>
    </span>
  );
}

function PointerContents({ value }: { value: TraceValue }) {
  const t = useT();
  const picture = useMemoryPicture();
  const target = value.target;
  if (value.uninitialized) return <UninitializedMark />;
  if (!target || target.region === 'null') return <NullBox />;
  const found = arrowTarget(value, picture.values, picture.heap);
  const where = !found
    ? t('points to {{address}}, memory the program does not own', { address: target.address })
    : found.freed
      ? t('points to {{target}}, which was freed', { target: found.path })
      : t('points to {{target}}', { target: found.path });
  return (
    <>
      <span
        data-arrow-start="true"
        aria-hidden="true"
        className={`block size-3 rounded-full ${found ? (found.freed ? 'bg-slate-500' : 'bg-brand-600 dark:bg-brand-400') : 'bg-red-600 dark:bg-red-400'}`}
      />
      {!found && (
        <span aria-hidden="true" className="ml-1.5 text-xs text-red-700 dark:text-red-300">
          {target.address}
        </span>
      )}
      <span className="sr-only">{where}</span>
    </>
  );
}

function ScalarContents({ value }: { value: TraceValue }) {
  if (value.uninitialized) return <UninitializedMark />;
  return <>{typeof value.value === 'string' ? value.value : ''}</>;
}

function tone(picture: MemoryPicture, id: string, value: TraceValue): string {
  if (value.kind === 'pointer' && value.address === picture.faultPointer) return faultTone;
  return picture.changed.has(id) ? changedTone : cellTone;
}

function Cell({ id, value, children }: { id: string; value: TraceValue; children: ReactNode }) {
  const t = useT();
  const picture = useMemoryPicture();
  const fault = value.kind === 'pointer' && value.address === picture.faultPointer;
  return (
    <span
      data-address={value.address}
      data-value-id={id}
      data-kind={value.kind}
      data-changed={picture.changed.has(id) ? 'true' : undefined}
      data-fault={fault ? 'true' : undefined}
      title={t('{{type}} at {{address}}', { type: value.type, address: value.address })}
      className={`${cellBase} ${tone(picture, id, value)}`}
    >
      {children}
      {picture.changed.has(id) && <ChangedNote />}
    </span>
  );
}

function More({ count }: { count: number }) {
  const t = useT();
  return (
    <span className="self-end px-2 pb-1.5 text-xs text-slate-500 dark:text-slate-400">
      {t('… {{number}} more', { number: count })}
    </span>
  );
}

function ArrayBox({
  id,
  value,
  elements,
}: {
  id: string;
  value: TraceValue;
  elements: TraceValue[];
}) {
  const t = useT();
  return (
    <span
      data-address={value.address}
      data-value-id={id}
      data-kind={value.kind}
      title={t('{{type}} at {{address}}', { type: value.type, address: value.address })}
      className="inline-flex max-w-full flex-wrap items-end gap-1 rounded-lg border border-dashed border-slate-300 p-1 dark:border-slate-600"
    >
      {elements.map((element, index) => (
        <span key={element.address + element.name} className="inline-flex flex-col items-center">
          <span className="text-[0.6875rem] leading-4 text-slate-500 dark:text-slate-400">
            {element.name.replace(/^\[|\]$/g, '')}
          </span>
          <ValueCell id={elementId(id, index)} value={element} />
        </span>
      ))}
      {value.omitted !== undefined && <More count={value.omitted} />}
    </span>
  );
}

function StructBox({ id, value, fields }: { id: string; value: TraceValue; fields: TraceValue[] }) {
  const t = useT();
  return (
    <span
      data-address={value.address}
      data-value-id={id}
      data-kind={value.kind}
      title={t('{{type}} at {{address}}', { type: value.type, address: value.address })}
      className="inline-flex flex-col gap-1 rounded-lg border border-slate-300 bg-slate-50 p-2 dark:border-slate-600 dark:bg-slate-800/60"
    >
      {fields.map((field, index) => (
        <NamedValue key={field.address + field.name} id={elementId(id, index)} value={field} />
      ))}
      {value.omitted !== undefined && <More count={value.omitted} />}
    </span>
  );
}

/** A value drawn by its kind (see the module's comment). */
export function ValueCell({ id, value }: { id: string; value: TraceValue }) {
  if (typeof value.value !== 'string') {
    return value.kind === 'array' ? (
      <ArrayBox id={id} value={value} elements={value.value} />
    ) : (
      <StructBox id={id} value={value} fields={value.value} />
    );
  }
  return (
    <Cell id={id} value={value}>
      {value.kind === 'pointer' ? (
        <PointerContents value={value} />
      ) : (
        <ScalarContents value={value} />
      )}
    </Cell>
  );
}

/** A variable, field or heap value: its name and type, then the value. */
export function NamedValue({ id, value }: { id: string; value: TraceValue }) {
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="min-w-0">
        <span className="font-mono text-sm font-medium text-slate-900 dark:text-white">
          {value.name}
        </span>{' '}
        <span className="text-xs text-slate-500 dark:text-slate-400">{value.type}</span>
      </span>
      <ValueCell id={id} value={value} />
    </span>
  );
}
