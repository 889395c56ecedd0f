/**
 * The go-live check, first step of `pnpm build`. For a production build (`SITE_ENV=production`,
 * which `pnpm run deploy` sets) it stops the build, with the reason, when a setting the site
 * needs is missing, a local default or on this machine, and when the site's content still holds
 * placeholders: `.example` addresses, the phone number from the range set aside for fiction,
 * `example.com` booking and social links, testimonials marked as samples. `SITE_ALLOW_PLACEHOLDERS=true`
 * lets a build with placeholders through (a staging copy), still listing them. Any other build
 * passes at once.
 *
 *   SITE_ENV=production node scripts/check-release.ts
 */
import { formatPlaceholders, goLivePlaceholders } from './lib/go-live.ts'
import { isProductionBuild, productionEnvProblems } from './lib/site-env.ts'
import { importWorkspaceSource } from './lib/workspace.ts'

async function main(): Promise<number> {
  if (!isProductionBuild(process.env)) return 0
  const problems = productionEnvProblems(process.env)
  const content = await importWorkspaceSource<Record<string, unknown>>('@org/content')
  const placeholders = goLivePlaceholders(content)
  const allowPlaceholders = process.env.SITE_ALLOW_PLACEHOLDERS?.trim() === 'true'
  if (problems.length > 0) {
    console.error(
      `This production build cannot go live. Set these and build again:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    )
  }
  if (placeholders.length > 0) {
    const report = `${placeholders.length} placeholders are still in the site's content (packages/content):\n${formatPlaceholders(placeholders)}`
    if (allowPlaceholders) console.warn(`${report}\nBuilding anyway: SITE_ALLOW_PLACEHOLDERS=true.`)
    else {
      console.error(
        `${report}\nReplace them with the real ones, or build with SITE_ALLOW_PLACEHOLDERS=true for a copy that is not the live site.`,
      )
    }
  }
  return problems.length > 0 || (placeholders.length > 0 && !allowPlaceholders) ? 1 : 0
}

process.exitCode = await main()
