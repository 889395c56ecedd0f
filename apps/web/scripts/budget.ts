/**
 * The JavaScript budget of the built site: the home page's first load stays under 130 kB gzip
 * and holds none of the voice chat's code (voice-core, voice-react, supabase-js); no page loads
 * zod; no page's scripts carry another article's text. Prints each route's first-load size.
 * Runs at the end of the build; on its own: `node scripts/budget.ts` (after a build).
 */
import { articleSnippets, budgetFailures, budgetReport, measureRoute } from './lib/budget.ts'
import { clientDir, sourcemapDir } from './lib/paths.ts'
import { readRouteManifest } from './lib/route-manifest.ts'
import { importWorkspaceSource } from './lib/workspace.ts'

type Content = typeof import('@org/content')

/** Measures every route, prints the table and returns what broke the budget. */
export async function runBudget(): Promise<string[]> {
  const content = await importWorkspaceSource<Content>('@org/content')
  const manifest = readRouteManifest(clientDir)
  const loads = content.routes.map((route) =>
    measureRoute(manifest, { clientDir, sourcemapDir }, route.path),
  )
  const articles = new Map(
    content.articles.map((article) => [
      content.articlePath(article),
      // The headline can reappear as a link title elsewhere; the body cannot.
      articleSnippets(content.articleTexts(article).slice(1)),
    ]),
  )
  console.log(`\nFirst-load JavaScript per route (gzip):\n${budgetReport(loads)}\n`)
  return budgetFailures(loads, articles)
}

if (import.meta.main) {
  const failures = await runBudget()
  if (failures.length > 0) {
    console.error(`The build breaks its budget:\n- ${failures.join('\n- ')}`)
    process.exitCode = 1
  } else {
    console.log('Within budget.')
  }
}
