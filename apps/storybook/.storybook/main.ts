import { prebundledDependencies } from '@org/tooling/prebundle'
import { sourceResolve } from '@org/tooling/source-condition'
import type { StorybookConfig } from '@storybook/react-vite'
import tailwindcss from '@tailwindcss/vite'
import { mergeConfig } from 'vite'

/**
 * The runtime dependencies of ui and voice-react, read from their package.json files and
 * pre-bundled up front: found mid-run instead, they make Vite reload the page and break the story
 * tests that were running.
 */
const prebundled = [
  ...prebundledDependencies('@org/ui', import.meta.url),
  ...prebundledDependencies('@org/voice-react', import.meta.url),
]

/** Stories live beside the components they show, in the packages that own them. */
const config: StorybookConfig = {
  stories: [
    '../src/**/*.@(mdx|stories.tsx)',
    '../../../packages/ui/src/**/*.@(mdx|stories.tsx)',
    '../../../packages/voice-react/src/**/*.@(mdx|stories.tsx)',
    '../../../packages/voice-widget/src/**/*.@(mdx|stories.tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      ...sourceResolve,
      plugins: [tailwindcss()],
      optimizeDeps: { include: prebundled },
      // Storybook's own runtime (~1.1 MB) and axe-core (~0.7 MB) are single chunks we do not ship.
      build: { chunkSizeWarningLimit: 1200 },
    }),
}

export default config
