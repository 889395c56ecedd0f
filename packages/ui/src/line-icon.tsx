import type { SVGProps } from 'react'

/** Props of {@link LineIcon}: any SVG attribute; stroke width 2 unless given. */
export type LineIconProps = SVGProps<SVGSVGElement>

/**
 * The frame of a 24-unit line icon (lucide's grid): drawn in the current text colour with round
 * joins, hidden from assistive technology, since the words beside it say what it shows. Give the
 * drawing as children (or as markup drawn at build time).
 *
 * @example <LineIcon className="size-5"><path d="M5 12h14" /></LineIcon>
 */
export function LineIcon({ strokeWidth = 2, ...props }: LineIconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    />
  )
}
