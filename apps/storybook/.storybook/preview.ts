import type { Preview } from '@storybook/react-vite'
import { configure } from 'storybook/test'
import { assertNoHorizontalOverflow } from './no-horizontal-overflow'
import { viewports } from './viewports'
import './preview.css'

// Play functions wait for things that do happen (a menu opening, a tooltip leaving). The bound
// only stops a hung story: Testing Library's default of 1 s was missed on a busy 2-core machine
// with the rest of the suite beside it, so it sits far above any real wait.
configure({ asyncUtilTimeout: 20_000 })

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // Any WCAG violation fails the story's test, not just a warning in the panel.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
    viewport: { options: viewports },
  },
  initialGlobals: { viewport: { value: 'desktop', isRotated: false } },
  // No story may make the page scroll sideways, on a phone or a desktop.
  afterEach: ({ canvasElement }) => {
    assertNoHorizontalOverflow(canvasElement.ownerDocument)
  },
}

export default preview
