import { defineConfig } from 'vitest/config'
import { FiguresReporter } from './bench/figures.ts'

/**
 * `pnpm bench`: the DSP benchmarks alone, apart from `vitest.config.ts`, whose browser projects
 * would otherwise each get a benchmark variant and start Chromium for nothing.
 */
export default defineConfig({
  test: {
    benchmark: { include: ['bench/**/*.bench.ts'] },
    // Native `import`, so the code is timed as Node runs it: Vite's module runner would rewrite
    // each module and put a getter in front of every imported binding.
    experimental: { viteModuleRunner: false },
    reporters: [
      'default',
      // Kept for comparing runs; node_modules/ is git-ignored.
      ['json', { outputFile: 'node_modules/.cache/voice-core/bench.json' }],
      new FiguresReporter(),
    ],
  },
})
