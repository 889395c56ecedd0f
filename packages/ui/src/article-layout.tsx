import { ArrowLeftIcon, CalendarIcon, CheckIcon, ClockIcon } from 'lucide-react'
import { type ReactNode, useId, useMemo } from 'react'
import { ArticleContents } from './article-layout-contents'
import { type ArticleCta, ArticleCtaPanel } from './article-layout-cta'
import { type RelatedArticle, RelatedArticles } from './article-layout-related'
import { cn } from './cn'
import { Container } from './container'
import { Deferred, deferredPart } from './deferred'
import { type LinkComponent, type NavLink, PlainLink } from './site-link'

/** The FAQ's accordion: its code loads as the FAQ nears the viewport, or is used. */
const articleFaq = /* @__PURE__ */ deferredPart('article-faq', 'near', () =>
  import('./accordion').then((module) => module.Accordion),
)

/** Who wrote the article. */
export interface ArticleAuthor {
  /** e.g. "Jordan Blake" or "Kookaburra AI". */
  name: string
  /** e.g. "Founder". */
  role?: string
  /** A small round picture or mark; the name's initials when left out. Decorative. */
  avatar?: ReactNode
}

/** One question of the article's FAQ. */
export interface ArticleFaqItem {
  question: string
  answer: ReactNode
}

/** Props of {@link ArticleLayout}. */
export interface ArticleLayoutProps {
  /** The article's headline: the page's one `h1`. */
  title: ReactNode
  /** A short label above the title, e.g. the category or "Breaking news". */
  category?: string
  /** The opening paragraph under the title. */
  lede?: ReactNode
  /** Publication date: ISO for machines (`2025-08-21`), and as shown (`21 August 2025`). */
  date: { iso: string; display: string }
  /** As shown, e.g. "8 min read". */
  readTime: string
  author: ArticleAuthor
  /** The way back, e.g. "Back to Blog" to `/blog`. */
  back?: NavLink
  /** The cover picture (an `<img>` with width, height and alt, or an SVG). */
  image?: ReactNode
  /**
   * "On this page": links to the body's section ids, in the margin from 1280 px, the section
   * being read marked as the current location.
   */
  contents?: { heading: string; items: readonly { id: string; label: string }[] }
  /** A ticked summary before the body. */
  keyTakeaways?: { heading: string; items: readonly ReactNode[] }
  /** The body: headings, paragraphs, lists, tables, styled by the theme's `prose`. */
  children: ReactNode
  /** Questions and answers after the body. */
  faq?: { heading: string; items: readonly ArticleFaqItem[] }
  /** Topic chips at the end of the article. */
  tags?: { label: string; items: readonly string[] }
  /** The closing call to action: one button. */
  cta: ArticleCta
  /** Cards leading to other articles. */
  related?: { heading: string; articles: readonly RelatedArticle[] }
  /** Renders internal links (a router adapter); defaults to a plain `<a>`. */
  linkComponent?: LinkComponent
  className?: string
}

/**
 * A blog article from title to related reading: a title block (way back, category, headline,
 * lede, author, date and read time), the cover, optional key takeaways, the body in the theme's
 * prose styles with an "On this page" list beside it on wide screens, the FAQ as an accordion,
 * topic chips, the closing call to action and cards for related articles. Headings run h1, h2,
 * h3 in order; the article is an `<article>`, related reading a section of its own after it.
 *
 * @example
 * <ArticleLayout title={article.title} date={{ iso: '2025-08-21', display: '21 August 2025' }}
 *   readTime="8 min read" author={{ name: 'Kookaburra AI' }}
 *   cta={{ title: 'Talk to us', description: '...', action: <ExternalLink href={booking}>Book</ExternalLink> }}>
 *   <h2 id="quick-wins">Quick wins</h2><p>...</p>
 * </ArticleLayout>
 */
export function ArticleLayout({
  title,
  category,
  lede,
  date,
  readTime,
  author,
  back,
  image,
  contents,
  keyTakeaways,
  children,
  faq,
  tags,
  cta,
  related,
  linkComponent: Link = PlainLink,
  className,
}: ArticleLayoutProps) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const hasContents = contents !== undefined && contents.items.length > 0
  // The same items on every render: new props would make React give up the FAQ's prerendered
  // HTML while its code is still on the way.
  const faqItems = useMemo(
    () =>
      (faq?.items ?? []).map((item, index) => ({
        value: `faq-${index}`,
        title: item.question,
        content: item.answer,
      })),
    [faq?.items],
  )
  return (
    <div className={cn('pb-section md:pb-section-lg', className)}>
      <article>
        <header className="relative isolate overflow-hidden border-b border-border bg-gradient-to-b from-primary-soft/70 to-surface">
          {/* The same measure as the body below, so title and text share one left edge. */}
          <Container className="pt-10 pb-12 md:pt-16">
            <div className="mx-auto flex max-w-reading flex-col items-start gap-5">
              {back ? (
                <Link
                  href={back.href}
                  className="group inline-flex min-h-11 items-center gap-2 rounded-control text-sm font-semibold text-primary hover:text-primary-hover focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
                >
                  <ArrowLeftIcon
                    aria-hidden="true"
                    strokeWidth={2}
                    className="size-4 transition-transform duration-150 group-hover:-translate-x-0.5 motion-reduce:transition-none"
                  />
                  {back.label}
                </Link>
              ) : null}
              {category ? (
                <p className="rounded-full bg-surface-raised px-3 py-1 text-sm font-semibold text-primary shadow-card">
                  {category}
                </p>
              ) : null}
              <h1 className="text-4xl font-extrabold text-ink">{title}</h1>
              {lede ? <p className="text-lg text-ink-muted">{lede}</p> : null}
              <ArticleMeta author={author} date={date} readTime={readTime} />
            </div>
          </Container>
        </header>

        {image ? (
          <Container className="-mt-px max-w-4xl pt-10">
            <figure className="overflow-hidden rounded-card border border-border bg-surface-raised shadow-raised [&_img]:h-auto [&_img]:w-full">
              {image}
            </figure>
          </Container>
        ) : null}

        {/* The reading column stays centred under the title; "On this page" sits in the margin. */}
        <Container
          className={cn(
            'pt-12 md:pt-16',
            hasContents &&
              'xl:grid xl:grid-cols-[minmax(0,1fr)_minmax(0,var(--container-reading))_minmax(0,1fr)]',
          )}
        >
          {hasContents ? (
            <ArticleContents
              headingId={`${id}-contents`}
              heading={contents.heading}
              items={contents.items}
            />
          ) : null}
          <div className="mx-auto flex w-full max-w-reading min-w-0 flex-col gap-12">
            {keyTakeaways && keyTakeaways.items.length > 0 ? (
              <section
                aria-labelledby={`${id}-takeaways`}
                className="rounded-card border border-primary-tint bg-primary-soft/60 p-6 md:p-8"
              >
                <h2 id={`${id}-takeaways`} className="text-lg font-bold text-ink">
                  {keyTakeaways.heading}
                </h2>
                <ul className="mt-4 flex flex-col gap-3">
                  {keyTakeaways.items.map((item, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of content nodes
                    <li key={index} className="flex gap-3">
                      <span
                        aria-hidden="true"
                        className="mt-1 flex size-5 shrink-0 items-center justify-center rounded-full bg-primary text-on-primary"
                      >
                        <CheckIcon strokeWidth={3} className="size-3" />
                      </span>
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            {/* The body's first heading needs no space above it: the takeaways already end a block. */}
            <div className="prose">{children}</div>

            {faq && faq.items.length > 0 ? (
              <section aria-labelledby={`${id}-faq`} className="flex flex-col gap-6">
                <h2 id={`${id}-faq`} className="text-2xl font-bold text-ink">
                  {faq.heading}
                </h2>
                <Deferred part={articleFaq} headingLevel={3} items={faqItems} />
              </section>
            ) : null}

            {tags && tags.items.length > 0 ? (
              <div className="flex flex-wrap items-center gap-2">
                <span className="mr-1 text-sm font-semibold text-ink">{tags.label}</span>
                <ul aria-label={tags.label} className="flex flex-wrap gap-2">
                  {tags.items.map((tag) => (
                    <li
                      key={tag}
                      className="rounded-full border border-border bg-surface-raised px-3 py-1 text-sm text-ink-muted"
                    >
                      {tag}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}

            <ArticleCtaPanel cta={cta} headingId={`${id}-cta`} />
          </div>
        </Container>
      </article>

      {related && related.articles.length > 0 ? (
        <Container className="pt-section md:pt-section-lg">
          <RelatedArticles
            heading={related.heading}
            articles={related.articles}
            headingId={`${id}-related`}
            linkComponent={Link}
          />
        </Container>
      ) : null}
    </div>
  )
}

/** Author, date and read time in one quiet row. */
function ArticleMeta({
  author,
  date,
  readTime,
}: Pick<ArticleLayoutProps, 'author' | 'date' | 'readTime'>) {
  const initials = author.name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-ink-muted">
      <p className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary font-bold text-on-primary ring-2 ring-surface-raised [&>svg]:size-full"
        >
          {author.avatar ?? initials}
        </span>
        <span className="flex flex-col leading-tight">
          <span className="font-semibold text-ink">{author.name}</span>
          {author.role ? <span>{author.role}</span> : null}
        </span>
      </p>
      <p className="flex items-center gap-2">
        <CalendarIcon aria-hidden="true" strokeWidth={2} className="size-4 text-primary" />
        <time dateTime={date.iso}>{date.display}</time>
      </p>
      <p className="flex items-center gap-2">
        <ClockIcon aria-hidden="true" strokeWidth={2} className="size-4 text-primary" />
        {readTime}
      </p>
    </div>
  )
}
