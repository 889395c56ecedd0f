import type { Preview } from '@storybook/react-vite'
import { assertNoHorizontalOverflow } from './no-horizontal-overflow'
import { viewports } from './viewports'
import './preview.css'

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
