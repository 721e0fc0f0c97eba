import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { Switch } from '@web/components/ui/Switch';
import { inputClasses } from '@web/components/ui/field-classes';
import { useT } from '@web/i18n/translate';

const labelClasses = 'block text-sm font-medium text-slate-800 dark:text-slate-200';
const helpClasses = 'mt-1.5 text-xs text-slate-500 dark:text-slate-400';
const fieldErrorClasses =
  'mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-300';

/** What is wrong with one field, under it (the field points at it with aria-describedby). */
function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={fieldErrorClasses}>
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

/** What a settings tab takes: its part of the settings, and where a change goes. */
export interface SettingsTabProps<T> {
  value: T;
  onChange: (value: T) => void;
}

/** A titled card inside a settings panel; its heading is the panel's h2. */
export function Section({
  title,
  description,
  icon,
  tone = 'default',
  children,
}: {
  title: string;
  description?: string;
  icon?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  const headingId = useId();
  const border =
    tone === 'danger'
      ? 'border-red-200 dark:border-red-900/60'
      : 'border-slate-200 dark:border-slate-800';
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border bg-white p-5 shadow-sm sm:p-6 dark:bg-slate-900/60 ${border}`}
    >
      <div className="flex items-start gap-3">
        {icon && (
          <span
            aria-hidden="true"
            className={`grid size-9 shrink-0 place-items-center rounded-lg ${
              tone === 'danger'
                ? 'bg-red-50 text-red-600 dark:bg-red-950/60 dark:text-red-400'
                : 'bg-brand-50 text-brand-600 dark:bg-brand-950/60 dark:text-brand-300'
            }`}
          >
            {icon}
          </span>
        )}
        <div className="min-w-0">
          <h2
            id={headingId}
            className={`text-lg font-semibold ${
              tone === 'danger'
                ? 'text-red-700 dark:text-red-400'
                : 'text-slate-900 dark:text-white'
            }`}
          >
            {title}
          </h2>
          {description && (
            <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{description}</p>
          )}
        </div>
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/**
 * A label above its control, an optional help line and an optional error under it, tied to the
 * control by ids.
 */
function LabelledField({
  label,
  help,
  error,
  children,
}: {
  label: string;
  help?: string;
  error?: string;
  children: (control: { id: string; describedBy: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, help ? helpId : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {children({ id, describedBy: describedBy || undefined })}
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {help && (
        <p id={helpId} className={helpClasses}>
          {help}
        </p>
      )}
    </div>
  );
}

export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  name,
  help,
  error,
  disabled = false,
  autoComplete,
  placeholder,
  maxLength,
  inputRef,
}: {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  type?: 'text' | 'email' | 'url' | 'password';
  name?: string;
  help?: string;
  /** What is wrong with the value, shown under the field. */
  error?: string;
  disabled?: boolean;
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <LabelledField label={label} help={help} error={error}>
      {({ id, describedBy }) => (
        <input
          ref={inputRef}
          id={id}
          name={name}
          type={type}
          className={inputClasses}
          value={value}
          disabled={disabled}
          readOnly={!onChange}
          autoComplete={autoComplete}
          placeholder={placeholder}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange?.(event.target.value)}
        />
      )}
    </LabelledField>
  );
}

export function TextAreaField({
  label,
  value,
  onChange,
  name,
  limit,
  placeholder,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  limit: number;
  placeholder?: string;
  /** What is wrong with the value, shown under the field. */
  error?: string;
}) {
  const t = useT();
  const id = useId();
  const counterId = `${id}-count`;
  const errorId = `${id}-error`;
  const over = value.length > limit;
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={4}
        className={`${inputClasses} resize-y`}
        value={value}
        maxLength={limit}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${counterId}` : counterId}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
      <p
        id={counterId}
        className={`mt-1.5 text-right text-xs tabular-nums ${
          over ? 'text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'
        }`}
      >
        {t('{{length}}/{{limit}} characters', { length: value.length, limit })}
      </p>
    </div>
  );
}

export interface Choice<T> {
  value: T;
  label: string;
}

/** `values` as choices, each with the label `label` gives it. */
export function choicesOf<T extends string | number>(
  values: readonly T[],
  label: (value: T) => string,
): Choice<T>[] {
  return values.map((value) => ({ value, label: label(value) }));
}

export function SelectField<T extends string | number>({
  label,
  value,
  choices,
  onChange,
  help,
}: {
  label: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  help?: string;
}) {
  return (
    <LabelledField label={label} help={help}>
      {({ id, describedBy }) => (
        <select
          id={id}
          className={`${inputClasses} pr-8`}
          value={String(value)}
          aria-describedby={describedBy}
          onChange={(event) => {
            const picked = choices.find((choice) => String(choice.value) === event.target.value);
            if (picked) onChange(picked.value);
          }}
        >
          {choices.map((choice) => (
            <option key={String(choice.value)} value={String(choice.value)}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}

/** A multiple-choice setting of `T`: the key it sets and the choices it offers for it. */
export type SelectSpec<T> = {
  [K in keyof T]: T[K] extends string | number
    ? { key: K; label: string; choices: readonly Choice<T[K]>[]; help?: string }
    : never;
}[keyof T];

/** The multiple-choice settings of one settings object, a select each, two to a row. */
export function SelectGrid<T extends object>({
  selects,
  value,
  onChange,
}: {
  selects: readonly SelectSpec<T>[];
  value: T;
  onChange: (next: T) => void;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {selects.map(({ key, label, choices, help }) => (
        <SelectField<string | number>
          key={String(key)}
          label={label}
          help={help}
          // SelectSpec ties each key's choices to its value's type.
          value={value[key] as string | number}
          choices={choices as readonly Choice<string | number>[]}
          onChange={(next) => onChange({ ...value, [key]: next })}
        />
      ))}
    </div>
  );
}

/** An on/off setting: a `role="switch"` button labelled by its visible label. */
function Toggle({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  return (
    <div className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <label
          id={labelId}
          htmlFor={id}
          className="cursor-pointer text-sm font-medium text-slate-900 dark:text-white"
        >
          {label}
        </label>
        <p id={descriptionId} className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onChange={onChange}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        className="mt-0.5"
      />
    </div>
  );
}

/** The keys of `T` whose values are on or off. */
export type BooleanKeys<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T];

export interface SwitchSpec<K> {
  key: K;
  label: string;
  description: string;
}

/** The on/off settings of one settings object, a toggle each, separated by hairlines. */
export function SwitchList<K extends string, T extends Record<K, boolean>>({
  switches,
  value,
  onChange,
}: {
  switches: readonly SwitchSpec<K>[];
  value: T;
  onChange: (next: T) => void;
}) {
  return (
    <div className="divide-y divide-slate-200 dark:divide-slate-800">
      {switches.map(({ key, label, description }) => (
        <Toggle
          key={key}
          label={label}
          description={description}
          checked={value[key]}
          onChange={(checked) => onChange({ ...value, [key]: checked })}
        />
      ))}
    </div>
  );
}
