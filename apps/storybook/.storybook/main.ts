import type { StorybookConfig } from '@storybook/react-vite'
import tailwindcss from '@tailwindcss/vite'
import { mergeConfig } from 'vite'
import { sourceResolve } from '../../../tooling/source-condition.ts'

/**
 * The ui package's runtime dependencies, pre-bundled up front: found mid-run instead, they make
 * Vite reload the page and break the story tests that were running.
 */
const uiDependencies = [
  '@radix-ui/react-accordion',
  '@radix-ui/react-collapsible',
  '@radix-ui/react-dialog',
  '@radix-ui/react-dropdown-menu',
  '@radix-ui/react-label',
  '@radix-ui/react-navigation-menu',
  '@radix-ui/react-slot',
  '@radix-ui/react-tooltip',
  '@radix-ui/react-visually-hidden',
  'class-variance-authority',
  'clsx',
  'lucide-react',
  'sonner',
  'tailwind-merge',
].map((name) => `@org/ui > ${name}`)

/** The voice-react package's own runtime dependencies, for the same reason. */
const voiceDependencies = ['@supabase/supabase-js', 'lucide-react'].map(
  (name) => `@org/voice-react > ${name}`,
)

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
      optimizeDeps: { include: [...uiDependencies, ...voiceDependencies] },
      // Storybook's own runtime (~1.1 MB) and axe-core (~0.7 MB) are single chunks we do not ship.
      build: { chunkSizeWarningLimit: 1200 },
    }),
}

export default config
