let pressed = false
let waiting: (() => void)[] = []
let listening = false

function release(): void {
  pressed = false
  const run = waiting
  waiting = []
  // After the click that ends the press has been dispatched.
  setTimeout(() => {
    for (const callback of run) callback()
  }, 0)
}

function listen(): void {
  if (listening) return
  listening = true
  const options = { capture: true, passive: true } as const
  document.addEventListener(
    'pointerdown',
    () => {
      pressed = true
    },
    options,
  )
  document.addEventListener('pointerup', release, options)
  document.addEventListener('pointercancel', release, options)
}

/**
 * Runs `run` once no pointer is pressed: at once, or just after the press ends and its click has
 * been handled. A field left by pressing a button blurs on the press; a message shown then would
 * push the button away before the release, and the click would be lost.
 */
export function afterPress(run: () => void): void {
  listen()
  if (pressed) waiting.push(run)
  else run()
}

/** Starts tracking presses, so a press that began before the first blur is known. */
export function trackPresses(): void {
  listen()
}
