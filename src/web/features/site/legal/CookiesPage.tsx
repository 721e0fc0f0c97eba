import { cookiePanel, cookies } from '@content/cookies';
import { pages } from '@domain/routes';
import { usePageMeta } from '@web/lib/page-meta';
import { CookiePreferencesPanel } from './CookiePreferencesPanel';
import { LegalDocument } from './LegalDocument';

export function CookiesPage() {
  usePageMeta(pages.cookies.title, pages.cookies.description);
  return (
    <LegalDocument
      page={pages.cookies}
      content={cookies}
      lead={{
        id: cookiePanel.id,
        heading: cookiePanel.heading,
        content: <CookiePreferencesPanel />,
      }}
    />
  );
}
