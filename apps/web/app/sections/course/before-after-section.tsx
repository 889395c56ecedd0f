import type { CoursePage } from '@org/content'
import { cn, FeatureList } from '@org/ui'
import { TitledSection } from '../offers/titled-section'

/**
 * Who the course is for and what they leave with: two lists side by side, the first on a warm
 * card (where owners are today), the second on a mint one with ticks (where they will be).
 */
export function BeforeAfterSection({
  section,
  lists,
}: {
  section: CoursePage['benefitsSection']
  lists: CoursePage['benefitLists']
}) {
  return (
    <TitledSection id="course-benefits-title" heading={section} tone="muted">
      <div className="grid gap-6 md:grid-cols-2">
        {lists.map((list, index) => {
          const outcome = index === lists.length - 1
          return (
            <div
              key={list.heading}
              className={cn(
                'flex flex-col gap-6 rounded-card p-6 shadow-card md:p-10',
                outcome
                  ? 'border-2 border-primary bg-surface-raised'
                  : 'border border-border bg-surface-raised',
              )}
            >
              <h3 className="text-lg font-bold">{list.heading}</h3>
              {outcome ? (
                <FeatureList items={list.items} />
              ) : (
                <ul className="grid gap-3">
                  {list.items.map((item) => (
                    <li key={item} className="flex gap-3">
                      <span
                        aria-hidden="true"
                        className="mt-2.5 size-2 shrink-0 rounded-full bg-accent ring-4 ring-accent-soft"
                      />
                      {item}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )
        })}
      </div>
    </TitledSection>
  )
}
