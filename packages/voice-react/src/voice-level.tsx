import { cn, LevelMeter, useReducedMotion } from '@org/ui'
import { useEffect, useState } from 'react'
import { speechLevel } from './speech-level'

/** Props of {@link VoiceLevel}. */
export interface VoiceLevelProps {
  /** Whether a session is live; the meter only runs then. */
  live: boolean
  /** Whose turn it is: the agent's voice is shown while it speaks, the microphone otherwise. */
  speaking: boolean
  /** Reads the microphone level, 0 to 1. */
  getInputVolume: () => number
  /** Reads the agent's voice level, 0 to 1. */
  getOutputVolume: () => number
  className?: string
}

/** The level a still meter shows under reduced motion: who has the turn, without movement. */
const STILL_LEVEL = 0.5
/** Changes smaller than this are not worth a render. */
const STEP = 0.02

/**
 * The panel's level meter: the microphone while the visitor has the turn, the agent's voice
 * while it speaks, each stretched by {@link speechLevel} so the bars rise and fall with words. While live it samples once per animation frame; it stops when the call ends
 * or the panel unmounts, and under reduced motion it holds a still level instead of moving.
 * Only this small component re-renders per frame, not the panel.
 */
export function VoiceLevel({
  live,
  speaking,
  getInputVolume,
  getOutputVolume,
  className,
}: VoiceLevelProps) {
  const reducedMotion = useReducedMotion()
  const [level, setLevel] = useState(0)
  const animate = live && !reducedMotion

  useEffect(() => {
    if (!animate) return
    const read = speaking ? getOutputVolume : getInputVolume
    let frame = requestAnimationFrame(function sample() {
      const next = speechLevel(read())
      setLevel((previous) => (Math.abs(next - previous) >= STEP ? next : previous))
      frame = requestAnimationFrame(sample)
    })
    return () => {
      cancelAnimationFrame(frame)
      setLevel(0)
    }
  }, [animate, speaking, getInputVolume, getOutputVolume])

  const value = !live ? 0 : animate ? level : STILL_LEVEL
  return (
    <LevelMeter
      value={value}
      // Hidden from assistive technology while idle: an empty meter says nothing useful.
      label={live ? (speaking ? 'Agent voice level' : 'Your microphone level') : ''}
      variant={speaking ? 'output' : 'input'}
      // Idle, the row of dots rests in grey: nothing is being heard.
      className={cn(className, !live && 'text-border-strong/50')}
    />
  )
}
