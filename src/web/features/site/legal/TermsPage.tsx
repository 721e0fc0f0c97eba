import { terms } from '@content/terms';
import { pages } from '@domain/routes';
import { usePageMeta } from '@web/lib/page-meta';
import { LegalDocument } from './LegalDocument';

export function TermsPage() {
  usePageMeta(pages.terms.title, pages.terms.description);
  return <LegalDocument page={pages.terms} content={terms} />;
}
