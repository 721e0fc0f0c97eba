import { useId, useRef, useState, type ChangeEvent } from 'react';
import { ImageOff } from 'lucide-react';
import {
  LOGO_MAX_BYTES,
  LOGO_MAX_KB,
  LOGO_MAX_SIDE,
  LOGO_MIN_SIDE,
  logoTypes,
  type LogoType,
} from '@domain/team-branding';
import { Button } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';

/** What happens to the logo on saving: it stays, goes, or a file chosen here replaces it. */
export type LogoChoice =
  | { kind: 'keep' }
  | { kind: 'remove' }
  | { kind: 'new'; type: LogoType; data: string; previewUrl: string; fileName: string };

const isLogoType = (type: string): type is LogoType =>
  (logoTypes as readonly string[]).includes(type);

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** The logo: the one shown now, a file to replace it (checked for type and size here), removal. */
export function LogoField({
  currentUrl,
  choice,
  onChoose,
}: {
  /** The saved logo's address, or null. */
  currentUrl: string | null;
  choice: LogoChoice;
  onChoose: (choice: LogoChoice) => void;
}) {
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown =
    choice.kind === 'new' ? choice.previewUrl : choice.kind === 'remove' ? null : currentUrl;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setProblem(null);
    if (!file) return;
    if (!isLogoType(file.type)) {
      setProblem(
        t(
          'The logo must be a PNG, JPEG or SVG of at most {{maxKb}} KB: {{file}} is none of them.',
          { maxKb: LOGO_MAX_KB, file: file.name },
        ),
      );
      return;
    }
    if (file.size > LOGO_MAX_BYTES) {
      setProblem(
        t('The logo must be a PNG, JPEG or SVG of at most {{maxKb}} KB: this file is {{kb}} KB.', {
          maxKb: LOGO_MAX_KB,
          kb: Math.ceil(file.size / 1024),
        }),
      );
      return;
    }
    try {
      const previewUrl = await readAsDataUrl(file);
      const data = previewUrl.slice(previewUrl.indexOf(',') + 1);
      onChoose({ kind: 'new', type: file.type, data, previewUrl, fileName: file.name });
    } catch {
      setProblem(t('{{file}} could not be read. Choose it again.', { file: file.name }));
    }
  };

  const remove = () => {
    setProblem(null);
    if (input.current) input.current.value = '';
    onChoose(currentUrl ? { kind: 'remove' } : { kind: 'keep' });
  };

  return (
    <div className="flex flex-wrap items-start gap-4">
      <div className="grid size-20 shrink-0 place-items-center rounded-xl bg-white p-1.5 ring-1 ring-slate-200 dark:ring-slate-700">
        {shown ? (
          <img src={shown} alt={t('Your logo')} className="max-h-full max-w-full object-contain" />
        ) : (
          <ImageOff className="size-7 text-slate-500" aria-label={t('No logo')} role="img" />
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <label
          htmlFor={inputId}
          className="block text-sm font-medium text-slate-700 dark:text-slate-200"
        >
          {t('Logo file')}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={logoTypes.join(',')}
          onChange={(event) => void choose(event)}
          aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
          aria-invalid={problem ? true : undefined}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50 dark:text-slate-200 dark:file:border-slate-700 dark:file:bg-slate-900 dark:file:text-slate-100"
        />
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
          {t(
            'PNG, JPEG or SVG, at most {{maxKb}} KB, each side {{min}} to {{max}} px. A square logo looks best. SVGs are cleaned of scripts and outside links.',
            { maxKb: LOGO_MAX_KB, min: LOGO_MIN_SIDE, max: LOGO_MAX_SIDE },
          )}
        </p>
        {problem && (
          <p id={problemId} role="alert" className="text-sm text-red-700 dark:text-red-300">
            {problem}
          </p>
        )}
        {choice.kind === 'new' && (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('{{file}} is ready: save to use it.', { file: choice.fileName })}
          </p>
        )}
        {choice.kind === 'remove' && (
          <p className="flex flex-wrap items-center gap-3 text-sm text-slate-700 dark:text-slate-300">
            {t('The logo goes when you save.')}
            <Button variant="secondary" size="sm" onClick={() => onChoose({ kind: 'keep' })}>
              {t('Keep the logo')}
            </Button>
          </p>
        )}
        {shown && (
          <Button variant="secondary" size="sm" onClick={remove}>
            {t('Remove logo')}
          </Button>
        )}
      </div>
    </div>
  );
}
