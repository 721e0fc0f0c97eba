import { pages, type PageKey } from '../../../../content/pages';
import { PageHeader } from '../../components/PageHeader';
import { usePageMeta } from '../../lib/page-meta';

/** A page whose full content arrives with its own feature; until then it shows its title and summary. */
export function TitledPage({ page }: { page: PageKey }) {
  const { title, description } = pages[page];
  usePageMeta(title, description);
  return <PageHeader title={title} description={description} />;
}
