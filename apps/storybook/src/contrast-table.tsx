import { AA_LARGE, AA_TEXT, contrastRatio, formatRatio, ScrollRegion } from '@org/ui'
import { type Colour, pairs } from './tokens'

/**
 * Every colour pair in use with its measured contrast. Only the table scrolls on a phone: the
 * title stays above it, the pair names stay pinned, and a fade shows there is more.
 */
export function ContrastTable({ colour }: { colour: (name: Colour) => string }) {
  const pinned =
    'sticky left-0 z-10 bg-surface py-2.5 pr-4 group-data-[scrolled=true]/scroll:shadow-[6px_0_12px_-6px_rgb(22_32_43/0.18)]'
  return (
    <div className="flex flex-col gap-3">
      <h3 id="contrast-title" className="text-lg font-bold">
        Contrast of every pair in use (WCAG 2.2 AA)
      </h3>
      <ScrollRegion
        labelledBy="contrast-title"
        fade="end"
        className="[--scroll-fade:var(--color-surface)]"
      >
        <table
          aria-labelledby="contrast-title"
          className="w-full min-w-[34rem] border-collapse text-left text-sm"
        >
          <thead>
            <tr className="border-b border-border-strong">
              <th scope="col" className={pinned}>
                Pair
              </th>
              <th scope="col" className="py-2.5 pr-4">
                Sample
              </th>
              <th scope="col" className="py-2.5 pr-4">
                Ratio
              </th>
              <th scope="col" className="py-2.5">
                Needs
              </th>
            </tr>
          </thead>
          <tbody>
            {pairs.map(({ fg, bg, kind }) => {
              const ratio = contrastRatio(colour(fg), colour(bg))
              const needs = kind === 'text' ? AA_TEXT : AA_LARGE
              return (
                <tr key={`${fg}/${bg}`} className="border-b border-border">
                  <th scope="row" className={`${pinned} w-40 font-semibold leading-snug md:w-72`}>
                    {fg} on {bg}
                  </th>
                  <td className="py-2.5 pr-4">
                    <span
                      className="inline-flex min-w-28 items-center justify-center rounded-control px-3 py-1 font-semibold whitespace-nowrap"
                      style={{ background: colour(bg), color: colour(fg) }}
                    >
                      {kind === 'text' ? (
                        'Book a call'
                      ) : (
                        <span
                          aria-hidden="true"
                          className="h-4 w-16 rounded-sm border-3"
                          style={{ borderColor: colour(fg) }}
                        />
                      )}
                    </span>
                  </td>
                  <td className="py-2.5 pr-4 font-mono whitespace-nowrap" data-ratio={ratio}>
                    {formatRatio(ratio)}
                  </td>
                  <td className="py-2.5 whitespace-nowrap">
                    {formatRatio(needs)} {kind === 'text' ? 'text' : 'border or line'}{' '}
                    {ratio >= needs ? 'passes' : 'FAILS'}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  )
}
