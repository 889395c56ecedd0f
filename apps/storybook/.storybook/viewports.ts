import type { ViewportMap } from 'storybook/viewport'

/**
 * The two widths every story is reviewed and tested at: a small phone, and a laptop well past the
 * 768 px desktop breakpoint.
 */
export const viewports = {
  mobile: { name: 'Mobile (360 px)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  desktop: {
    name: 'Desktop (1280 px)',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} satisfies ViewportMap

/** A key of {@link viewports}. */
export type ViewportName = keyof typeof viewports
