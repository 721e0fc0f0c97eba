import { useMemo, useState } from 'react';
import { blogPosts, blogText } from '@content/blog';
import { pages } from '@domain/routes';
import { NothingFound } from '@web/components/NothingFound';
import { PageHeader } from '@web/components/PageHeader';
import { Button } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';
import { usePageMeta } from '@web/lib/page-meta';
import { TitledSection } from '../kit/TitledSection';
import { BlogFilters } from './BlogFilters';
import {
  NO_FILTERS,
  categoriesOf,
  filterPosts,
  resultCount,
  tagsOf,
  toggleTag,
  type PostFilters,
} from './filter-posts';
import { NewsletterForm } from './NewsletterForm';
import { PostCard } from './PostCard';

const categories = categoriesOf(blogPosts);
const tags = tagsOf(blogPosts);

export function BlogPage() {
  usePageMeta(pages.blog.title, pages.blog.description);
  const t = useT();
  const [filters, setFilters] = useState<PostFilters>(NO_FILTERS);
  const [openSlug, setOpenSlug] = useState<string | null>(null);

  const results = useMemo(() => filterPosts(blogPosts, filters), [filters]);
  const featured = results.find((post) => post.featured);
  const others = results.filter((post) => !post.featured);

  const toggleOpen = (slug: string) => setOpenSlug((current) => (current === slug ? null : slug));

  return (
    <>
      <PageHeader title={pages.blog.title} description={pages.blog.description} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div role="search" aria-label={t('Blog posts')}>
          <BlogFilters
            filters={filters}
            categories={categories}
            tags={tags}
            onQuery={(query) => setFilters((current) => ({ ...current, query }))}
            onCategory={(category) => setFilters((current) => ({ ...current, category }))}
            onTag={(tag) =>
              setFilters((current) => ({ ...current, tags: toggleTag(current.tags, tag) }))
            }
          />
          <p role="status" className="mt-6 text-sm font-medium text-slate-600 dark:text-slate-400">
            {t('Showing {{posts}}', { posts: resultCount(results.length) })}
          </p>
        </div>

        {results.length === 0 ? (
          <NothingFound
            titleId="blog-empty-title"
            title={t(blogText.emptyTitle)}
            text={t(blogText.emptyHint)}
            look="filters"
            action={
              <Button className="mt-6" onClick={() => setFilters(NO_FILTERS)}>
                {t(blogText.clearFilters)}
              </Button>
            }
          />
        ) : (
          <>
            {featured && (
              <TitledSection
                titleId="blog-featured-title"
                heading={{ title: t(blogText.featuredHeading) }}
              >
                <div className="mt-6">
                  <PostCard
                    post={featured}
                    featured
                    open={openSlug === featured.slug}
                    onToggle={() => toggleOpen(featured.slug)}
                  />
                </div>
              </TitledSection>
            )}
            {others.length > 0 && (
              <TitledSection
                titleId="blog-latest-title"
                heading={{ title: t(blogText.postsHeading) }}
              >
                <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {others.map((post) => (
                    <PostCard
                      key={post.slug}
                      post={post}
                      open={openSlug === post.slug}
                      onToggle={() => toggleOpen(post.slug)}
                    />
                  ))}
                </div>
              </TitledSection>
            )}
          </>
        )}

        <NewsletterForm />
      </div>
    </>
  );
}
