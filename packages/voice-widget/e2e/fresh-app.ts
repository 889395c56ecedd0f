/**
 * A new user's app, made the way the READMEs say, outside this workspace: the packages packed
 * with `pnpm pack`, a Vite + React 19 app installed from the tarballs, built with and without
 * Tailwind. Every command is bounded in time; the caller removes the folder.
 */
import { execFile } from 'node:child_process'
import { mkdir, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)
const packages = fileURLToPath(new URL('../../', import.meta.url))
/** The packages a user installs, by folder. */
const PACKED = ['voice-core', 'ui', 'voice-react', 'voice-widget'] as const
const COMMAND_TIMEOUT_MS = 240_000

/** Runs a command in a folder with a time bound; the error carries its output. */
async function sh(cwd: string, command: string, args: string[]): Promise<void> {
  const env = { ...process.env }
  // Outside the workspace the app has no lockfile yet; CI's frozen install would refuse it.
  delete env.CI
  try {
    await run(command, args, { cwd, env, timeout: COMMAND_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string }
    throw new Error(
      `${command} ${args.join(' ')} failed in ${cwd}:\n${stdout ?? ''}\n${stderr ?? ''}`,
    )
  }
}

/** Packs each package into `folder`; returns package name → tarball path. */
async function pack(folder: string): Promise<Record<string, string>> {
  await mkdir(folder, { recursive: true })
  for (const name of PACKED)
    await sh(join(packages, name), 'pnpm', ['pack', '--pack-destination', folder])
  const tarballs: Record<string, string> = {}
  for (const file of await readdir(folder)) {
    const match = /^org-(.+)-\d+\.\d+\.\d+\.tgz$/.exec(file)
    if (match) tarballs[`@org/${match[1]}`] = join(folder, file)
  }
  return tarballs
}

const html = (title: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>${title}</title>
  </head>
  <body>
    <h1>${title}</h1>
    <p>A fresh app.</p>
    <div id="root"></div>
    <script type="module" src="./main.tsx"></script>
  </body>
</html>`

/** The app: a Chat Now button and the panel, worklets served by the app itself (the CSP recipe). */
const main = (styles: string, scoped: boolean) => `${styles}
import captureUrl from '@org/voice-core/worklets/capture.js?url&no-inline'
import playbackUrl from '@org/voice-core/worklets/playback.js?url&no-inline'
import { VoiceChatModal${scoped ? ', VoiceStyleScope' : ''} } from '@org/voice-react'
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'

const conversationOptions = { workletPaths: { capture: captureUrl, playback: playbackUrl } }

function App() {
  const [open, setOpen] = useState(false)
  const panel = (
    <VoiceChatModal open={open} onOpenChange={setOpen} agentId="demo-agent"
      supabaseUrl={location.origin} supabaseAnonKey="public-anon-key" conversationOptions={conversationOptions} />
  )
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Chat Now</button>
      ${scoped ? '<VoiceStyleScope>{panel}</VoiceStyleScope>' : '{panel}'}
    </>
  )
}

createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>)
`

/** The host page's own look, which the plain variant's scoped stylesheet must leave alone. */
export const HOST_CSS =
  'body { font-family: Georgia, serif; margin: 24px; } h1 { color: rgb(128, 0, 0); }'

/** The Tailwind path from voice-react's README: the theme, then the packages' sources. */
const TAILWIND_CSS = `@import "tailwindcss";
@import "@org/ui/styles.css";
@source "../node_modules/@org/voice-react/dist";
`

/** A built fresh app: `plain` (prebuilt scoped CSS, no Tailwind) and `tailwind` output folders. */
export interface FreshApp {
  root: string
  plain: string
  tailwind: string
  /** The installed widget's dist folder. */
  widget: string
}

/** Packs, creates, installs and builds the app in `root` (an empty temporary folder). */
export async function createFreshApp(root: string): Promise<FreshApp> {
  const tarballs = await pack(join(root, 'tarballs'))
  const app = join(root, 'app')
  await mkdir(join(app, 'plain'), { recursive: true })
  await mkdir(join(app, 'tailwind'), { recursive: true })
  const file = (name: string) => `file:${tarballs[name]}`
  await writeFile(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'fresh-voice-app',
        private: true,
        type: 'module',
        dependencies: {
          '@org/ui': file('@org/ui'),
          '@org/voice-core': file('@org/voice-core'),
          '@org/voice-react': file('@org/voice-react'),
          '@org/voice-widget': file('@org/voice-widget'),
          react: '19.3.1',
          'react-dom': '19.3.1',
        },
        devDependencies: {
          '@tailwindcss/vite': '4.3.5',
          '@vitejs/plugin-react': '6.3.0',
          tailwindcss: '4.3.5',
          vite: '8.3.8',
        },
      },
      null,
      2,
    ),
  )
  // The packed packages name each other by version; point those at the tarballs too.
  await writeFile(
    join(app, 'pnpm-workspace.yaml'),
    `overrides:\n${Object.entries(tarballs)
      .map(([name, path]) => `  "${name}": "file:${path}"`)
      .join(
        '\n',
      )}\nallowBuilds:\n  esbuild: true\n  "@tailwindcss/oxide": true\npmOnFail: ignore\n`,
  )
  await writeFile(join(app, 'host.css'), HOST_CSS)
  await writeFile(join(app, 'plain', 'index.html'), html('Plain app'))
  await writeFile(
    join(app, 'plain', 'main.tsx'),
    main("import '../host.css'\nimport '@org/voice-react/styles.css'", true),
  )
  await writeFile(join(app, 'tailwind', 'index.html'), html('Tailwind app'))
  await writeFile(join(app, 'tailwind', 'app.css'), TAILWIND_CSS)
  await writeFile(join(app, 'tailwind', 'main.tsx'), main("import './app.css'", false))
  for (const [variant, plugins] of [
    ['plain', '[react()]'],
    ['tailwind', '[react(), tailwindcss()]'],
  ] as const) {
    await writeFile(
      join(app, `vite.${variant}.config.ts`),
      `import react from '@vitejs/plugin-react'\n${variant === 'tailwind' ? "import tailwindcss from '@tailwindcss/vite'\n" : ''}import { defineConfig } from 'vite'\nexport default defineConfig({ root: '${variant}', plugins: ${plugins}, build: { outDir: '../dist-${variant}', emptyOutDir: true } })\n`,
    )
  }
  await sh(app, 'pnpm', [
    'install',
    '--prefer-offline',
    '--no-frozen-lockfile',
    '--config.confirmModulesPurge=false',
  ])
  await sh(app, 'pnpm', ['exec', 'vite', 'build', '--config', 'vite.plain.config.ts'])
  await sh(app, 'pnpm', ['exec', 'vite', 'build', '--config', 'vite.tailwind.config.ts'])
  return {
    root: app,
    plain: join(app, 'dist-plain'),
    tailwind: join(app, 'dist-tailwind'),
    widget: join(app, 'node_modules', '@org', 'voice-widget', 'dist'),
  }
}
