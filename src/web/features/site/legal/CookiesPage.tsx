import { cookiePanel, cookies } from '@content/cookies';
import { pages } from '@domain/routes';
import { useT } from '@web/i18n/translate';
import { usePageMeta } from '@web/lib/page-meta';
import { CookiePreferencesPanel } from './CookiePreferencesPanel';
import { LegalDocument } from './LegalDocument';

export function CookiesPage() {
  usePageMeta(pages.cookies.title, pages.cookies.description);
  const t = useT();
  return (
    <LegalDocument
      page={pages.cookies}
      content={cookies}
      lead={{
        id: cookiePanel.id,
        heading: t(cookiePanel.heading),
        content: <CookiePreferencesPanel />,
      }}
    />
  );
}
