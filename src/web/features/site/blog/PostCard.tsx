import { CalendarDays, ChevronDown, Clock } from 'lucide-react';
import { blogText, type BlogBlock, type BlogCategory, type BlogPost } from '@content/blog';
import { useT } from '@web/i18n/translate';
import { formatDate, useDateFormat } from '@web/lib/format-date';
import { initials } from '@web/lib/initials';
import { Card } from '../kit/Card';
import { IconText } from '../kit/IconText';

const categoryClasses: Record<BlogCategory, string> = {
  'Learning Tips': 'bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300',
  Tutorials: 'bg-sky-50 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  Engineering: 'bg-violet-50 text-violet-700 dark:bg-violet-950 dark:text-violet-300',
  Product: 'bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  Community: 'bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-300',
};

/** One post: its summary, and its full text behind a "Read article" button. */
export function PostCard({
  post,
  open,
  onToggle,
  featured = false,
}: {
  post: BlogPost;
  open: boolean;
  onToggle: () => void;
  featured?: boolean;
}) {
  const t = useT();
  const dateFormat = useDateFormat();
  const titleId = `post-title-${post.slug}`;
  const bodyId = `post-body-${post.slug}`;
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      data-testid="blog-post"
      className={`flex flex-col ${open ? 'sm:col-span-2 lg:col-span-3' : ''} ${featured ? 'sm:p-8 lg:p-10' : ''}`}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-medium ${categoryClasses[post.category]}`}
        >
          {t(post.category)}
        </span>
        <IconText icon={CalendarDays} wide>
          <time dateTime={post.date}>{formatDate(post.date, dateFormat)}</time>
        </IconText>
        <IconText icon={Clock} wide>
          {t(post.readTime)}
        </IconText>
      </div>

      <h3
        id={titleId}
        lang="en"
        className={`mt-4 font-bold tracking-tight text-slate-900 dark:text-white ${
          featured ? 'text-2xl sm:text-3xl' : 'text-xl'
        }`}
      >
        {post.title}
      </h3>
      <p
        lang="en"
        className={`mt-3 leading-7 text-slate-600 dark:text-slate-300 ${featured ? 'text-lg' : ''}`}
      >
        {post.excerpt}
      </p>

      <ul
        className="mt-4 flex flex-wrap gap-2"
        aria-label={t('Tags of {{title}}', { title: post.title })}
      >
        {post.tags.map((tag) => (
          <li
            key={tag}
            lang="en"
            className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300"
          >
            #{tag}
          </li>
        ))}
      </ul>

      <div
        className={`mt-auto flex gap-3 pt-6 ${
          featured || open ? 'flex-wrap items-center justify-between' : 'flex-col items-start'
        }`}
      >
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="grid size-10 place-items-center rounded-full bg-gradient-to-br from-brand-600 to-violet-700 text-sm font-semibold text-white"
          >
            {initials(post.author.name)}
          </span>
          <div lang="en" className="text-sm">
            <p className="font-semibold text-slate-900 dark:text-white">{post.author.name}</p>
            <p className="text-slate-600 dark:text-slate-400">{post.author.role}</p>
          </div>
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          aria-label={
            open
              ? t('Close article: {{title}}', { title: post.title })
              : t('Read article: {{title}}', { title: post.title })
          }
          onClick={onToggle}
          className="-mx-3 inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 transition hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-950"
        >
          {t(open ? blogText.closeArticle : blogText.readArticle)}
          <ChevronDown
            className={`size-4 transition ${open ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </button>
      </div>

      <div
        id={bodyId}
        hidden={!open}
        className="mt-6 border-t border-slate-200 pt-6 dark:border-slate-800"
      >
        {open && <PostBody blocks={post.body} />}
      </div>
    </Card>
  );
}

function PostBody({ blocks }: { blocks: BlogBlock[] }) {
  return (
    <div
      lang="en"
      className="max-w-3xl space-y-5 text-base leading-8 text-slate-700 dark:text-slate-300"
    >
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === 'heading') {
          return (
            <h4 key={key} className="pt-2 text-lg font-semibold text-slate-900 dark:text-white">
              {block.text}
            </h4>
          );
        }
        if (block.kind === 'code') {
          return (
            <figure key={key}>
              <pre className="whitespace-pre-wrap break-words rounded-xl bg-slate-900 p-4 font-mono text-[13px] leading-6 text-slate-100 ring-1 ring-slate-800 dark:bg-black/40">
                <code>{block.code}</code>
              </pre>
              <figcaption className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                {block.caption}
              </figcaption>
            </figure>
          );
        }
        return <p key={key}>{block.text}</p>;
      })}
    </div>
  );
}
