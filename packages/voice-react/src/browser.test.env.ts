import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Real events drive these tests, and React renders on its own schedule as in a page; act()
// still flushes where a test steps a fake engine by hand.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

afterEach(() => {
  cleanup()
})
