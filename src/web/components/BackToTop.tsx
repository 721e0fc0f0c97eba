import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { BACK_TO_TOP_THRESHOLD_PX } from '@domain/constants';
import { useT } from '@web/i18n/translate';

/** Appears once the page has scrolled past 300 px (SPEC §9). */
export function BackToTop() {
  const t = useT();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('Back to top')}
      title={t('Back to top')}
      className="fixed bottom-6 right-6 z-30 grid size-11 place-items-center rounded-full bg-brand-600 text-white shadow-lg shadow-brand-600/30 transition hover:bg-brand-700 dark:bg-brand-500 dark:hover:bg-brand-400"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
