import { hrefOf } from '@org/content'
import { ArticleLayout, KookaburraMark } from '@org/ui'
import { useLoaderData } from 'react-router-dom'
import { ActionButton } from '../actions/action-link'
import type { loader } from '../routes/article'
import { ArticleBody } from '../sections/article/article-body'
import { RichText } from '../shell/rich-text'
import { RouterLink } from '../shell/router-link'

/** One blog article; every article path renders this module with its own data. */
export default function ArticlePage() {
  const loaderData = useLoaderData<typeof loader>()
  const { page: article, copy, view } = loaderData
  const { hero } = article
  return (
    <ArticleLayout
      linkComponent={RouterLink}
      back={{ label: copy.backToBlog.label, href: hrefOf(copy.backToBlog.action) ?? '/blog' }}
      category={hero.badge ?? article.category}
      title={hero.headline}
      lede={<RichText text={hero.intro} />}
      date={view.date}
      readTime={view.readTime}
      author={{
        name: view.author.name,
        role: view.author.role,
        ...(view.author.kind === 'organisation'
          ? { avatar: <KookaburraMark aria-hidden="true" /> }
          : {}),
      }}
      image={
        <img
          src={hero.image.src}
          alt={hero.image.alt}
          width={hero.image.width}
          height={hero.image.height}
          // The picture comes after the headline, standfirst and byline: a phone's or a laptop's
          // first screen shows at most its top edge, and the largest paint is text. Lazy, it
          // loads as soon as the page is laid out, and React does not preload it from the head,
          // ahead of the stylesheet and typeface that paint needs.
          loading="lazy"
        />
      }
      contents={{
        heading: copy.contentsHeading,
        items: article.sections.map((section) => ({ id: section.id, label: section.heading })),
      }}
      {...(article.keyTakeaways
        ? { keyTakeaways: { heading: copy.keyTakeawaysHeading, items: article.keyTakeaways } }
        : {})}
      {...(article.faqs
        ? {
            faq: {
              heading: copy.faqHeading,
              items: article.faqs.map((faq) => ({ question: faq.question, answer: faq.answer })),
            },
          }
        : {})}
      tags={{ label: copy.tagsLabel, items: article.tags }}
      cta={{
        title: view.cta.title,
        description: view.cta.description,
        action: (
          <ActionButton
            action={view.cta.action}
            size="lg"
            className="whitespace-normal text-center"
          >
            {view.cta.label}
          </ActionButton>
        ),
      }}
      related={{ heading: copy.relatedHeading, articles: view.related }}
    >
      <ArticleBody sections={article.sections} labels={copy.blockLabels} />
    </ArticleLayout>
  )
}
