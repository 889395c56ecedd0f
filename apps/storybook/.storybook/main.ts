import type { StorybookConfig } from '@storybook/react-vite'
import tailwindcss from '@tailwindcss/vite'
import { mergeConfig } from 'vite'
import { sourceResolve } from '../../../tooling/source-condition.ts'

/** Stories live beside the components they show, in the packages that own them. */
const config: StorybookConfig = {
  stories: [
    '../../../packages/ui/src/**/*.@(mdx|stories.tsx)',
    '../../../packages/voice-react/src/**/*.@(mdx|stories.tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      ...sourceResolve,
      plugins: [tailwindcss()],
      // Storybook's own runtime (~1.1 MB) and axe-core (~0.7 MB) are single chunks we do not ship.
      build: { chunkSizeWarningLimit: 1200 },
    }),
}

export default config
