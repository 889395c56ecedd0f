import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Real events drive these tests, and React renders on its own schedule as in a page; act()
// still flushes where a test steps a fake engine by hand.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

// findBy* and waitFor retry until this bound, which only stops a hung test: the default (1 s) can
// run out on a small machine busy with other browser suites while nothing is wrong.
configure({ asyncUtilTimeout: 20_000 })

afterEach(() => {
  cleanup()
})
