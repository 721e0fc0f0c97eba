type SwitchName =
  { label: string; 'aria-labelledby'?: never } | { label?: never; 'aria-labelledby': string };

export type SwitchProps = SwitchName & {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
  'aria-describedby'?: string;
  className?: string;
};

/**
 * An on/off `role="switch"` button, named by `label` or by the visible label that
 * `aria-labelledby` points at. A disabled switch keeps showing `checked`.
 */
export function Switch({
  label,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  checked,
  onChange,
  disabled,
  id,
  className = '',
}: SwitchProps) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-70 motion-reduce:transition-none ${
        checked ? 'bg-brand-600 dark:bg-brand-500' : 'bg-slate-500'
      } ${className}`}
    >
      <span
        aria-hidden="true"
        className={`inline-block size-5 rounded-full bg-white shadow-sm ring-1 ring-slate-900/5 transition-transform motion-reduce:transition-none ${
          checked ? 'translate-x-5.5' : 'translate-x-0.5'
        }`}
      />
    </button>
  );
}
