import { cn } from './cn'

/** Props of {@link LevelMeter}. */
export interface LevelMeterProps {
  /** The level from 0 (silence) to 1 (loudest); values outside are clamped, `NaN` reads as 0. */
  value: number
  /** Accessible name, e.g. "Your microphone level". Empty hides the meter from assistive technology. */
  label: string
  /** `input` (the visitor's microphone, green) or `output` (the agent's voice, kookaburra brown). */
  variant?: 'input' | 'output'
  /** Extra classes for the wrapper. */
  className?: string
}

/**
 * How tall each bar stands at full level: a voice-like silhouette, high in the middle, with some
 * unevenness so the meter reads as sound and not as a progress bar.
 */
export const LEVEL_METER_PROFILE = [0.42, 0.66, 0.54, 0.86, 1, 0.74, 0.92, 0.6, 0.78, 0.5, 0.36]

/** The shortest a bar gets, as a share of full height, so silence still shows a quiet row of dots. */
const FLOOR = 0.12

/** `value` as a number from 0 to 1: clamped, with anything that is not a number treated as silence. */
export function clampLevel(value: number): number {
  if (Number.isNaN(value)) return 0
  return Math.min(1, Math.max(0, value))
}

/** How tall bar `index` stands at `level` (0-1), as a share of the meter's height. */
export function barHeight(level: number, index: number): number {
  const shape = LEVEL_METER_PROFILE[index] ?? 1
  return FLOOR + (1 - FLOOR) * clampLevel(level) * shape
}

/**
 * A live audio level: a row of rounded bars that rise with `value`. It is a `meter` (0-100, the
 * current level as `aria-valuenow`) named by `label`, or hidden from assistive technology when
 * `label` is empty, for panels that say the level another way. The bars glide between levels;
 * under reduced motion they jump instead. Drive it from an animation frame loop at most; it renders
 * nothing but the bars, so frequent updates stay cheap.
 *
 * @example <LevelMeter value={inputVolume} label="Your microphone level" />
 */
export function LevelMeter({ value, label, variant = 'input', className }: LevelMeterProps) {
  const level = clampLevel(value)
  const percent = Math.round(level * 100)
  const named = label.trim() !== ''
  return (
    <div
      {...(named
        ? {
            role: 'meter',
            'aria-label': label,
            'aria-valuemin': 0,
            'aria-valuemax': 100,
            'aria-valuenow': percent,
            'aria-valuetext': `${percent}%`,
          }
        : { 'aria-hidden': true })}
      data-variant={variant}
      className={cn(
        // Bars narrow from 6 px to 3 px before the meter overflows a tight row.
        'flex h-10 min-w-0 shrink items-center gap-1',
        variant === 'input' ? 'text-primary' : 'text-accent-ink',
        className,
      )}
    >
      {LEVEL_METER_PROFILE.map((shape, index) => (
        <span
          key={shape}
          className="min-h-1.5 w-1.5 min-w-[3px] shrink rounded-full bg-current transition-[height] duration-100 ease-out motion-reduce:transition-none"
          style={{ height: `${(barHeight(level, index) * 100).toFixed(1)}%` }}
        />
      ))}
    </div>
  )
}
