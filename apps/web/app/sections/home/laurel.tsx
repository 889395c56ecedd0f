import type { ComponentProps } from 'react'

/** Leaves along one side of the wreath: angle from the bottom (deg) and size. */
const leaves = [18, 42, 66, 90, 114, 138].map((angle, index) => ({
  angle,
  scale: 1 - index * 0.06,
}))

function Branch({ mirrored }: { mirrored?: boolean }) {
  return (
    <g transform={mirrored ? 'translate(64 0) scale(-1 1)' : undefined}>
      <path
        d="M30 58C16 54 7 42 7 28C7 20 9.5 13.5 13 9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      {leaves.map(({ angle, scale }) => {
        const radians = ((angle + 90) * Math.PI) / 180
        const x = 32 + 25 * Math.cos(radians)
        const y = 32 + 25 * Math.sin(radians)
        return (
          <ellipse
            key={angle}
            cx={x.toFixed(2)}
            cy={y.toFixed(2)}
            rx={(6.2 * scale).toFixed(2)}
            ry={(2.8 * scale).toFixed(2)}
            transform={`rotate(${angle + 140} ${x.toFixed(2)} ${y.toFixed(2)})`}
            fill="currentColor"
          />
        )
      })}
    </g>
  )
}

/**
 * A gold laurel wreath around a star: the award mark of the award banner. Decorative; the banner's
 * heading says what was won.
 */
export function Laurel(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" {...props}>
      <circle cx="32" cy="32" r="18" fill="var(--color-accent-soft)" />
      <g className="text-accent">
        <Branch />
        <Branch mirrored />
      </g>
      <path
        d="m32 21.5 3.2 6.6 7.2 1-5.2 5 1.3 7.2-6.5-3.4-6.5 3.4 1.3-7.2-5.2-5 7.2-1Z"
        fill="var(--color-accent-ink)"
      />
    </svg>
  )
}
