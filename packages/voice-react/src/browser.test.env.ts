import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Tells React that updates inside act() are expected, as Testing Library's own setup would.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  cleanup()
})
