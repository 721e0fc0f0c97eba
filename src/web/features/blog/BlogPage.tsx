import { SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { blogPosts, blogText } from '../../../../content/blog';
import { pages } from '../../../../content/pages';
import { PageHeader } from '../../components/PageHeader';
import { Button } from '../../components/ui/Button';
import { usePageMeta } from '../../lib/page-meta';
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
        <div role="search" aria-label="Blog posts">
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
            Showing {resultCount(results.length)}
          </p>
        </div>

        {results.length === 0 ? (
          <section
            aria-labelledby="blog-empty-title"
            className="rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700"
          >
            <SearchX
              className="mx-auto size-10 text-slate-500 dark:text-slate-400"
              aria-hidden="true"
            />
            <h2
              id="blog-empty-title"
              className="mt-4 text-xl font-semibold text-slate-900 dark:text-white"
            >
              {blogText.emptyTitle}
            </h2>
            <p className="mt-2 text-slate-600 dark:text-slate-400">{blogText.emptyHint}</p>
            <Button className="mt-6" onClick={() => setFilters(NO_FILTERS)}>
              {blogText.clearFilters}
            </Button>
          </section>
        ) : (
          <>
            {featured && (
              <section aria-labelledby="blog-featured-title">
                <h2
                  id="blog-featured-title"
                  className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
                >
                  {blogText.featuredHeading}
                </h2>
                <div className="mt-6">
                  <PostCard
                    post={featured}
                    featured
                    open={openSlug === featured.slug}
                    onToggle={() => toggleOpen(featured.slug)}
                  />
                </div>
              </section>
            )}
            {others.length > 0 && (
              <section aria-labelledby="blog-latest-title">
                <h2
                  id="blog-latest-title"
                  className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
                >
                  {blogText.postsHeading}
                </h2>
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
              </section>
            )}
          </>
        )}

        <NewsletterForm />
      </div>
    </>
  );
}
