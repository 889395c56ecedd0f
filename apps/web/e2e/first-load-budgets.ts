/** Limits on what a page fetches by itself; bytes as sent (compressed), requests counted. */
export interface FirstLoadBudget {
  script: number
  stylesheet: number
  font: number
  image: number
  requests: number
}

/**
 * Every page's limits. Script was held to 150 kB, the most a page may cost a phone, when the
 * heaviest page fetched 148.2 kB in 36 files. Since the code every page runs at start-up became
 * one chunk, the heaviest fetches 145.5 kB (the home page, which preloads 11 scripts where it
 * preloaded 31) and no page makes more than 21 requests in all, so both limits came down. React's
 * renderer then left the preloads for a file of its own, fetched once the page is painted: the
 * same bytes and one request more (22 on `/get-started-with-ai`; the home page preloads 10
 * scripts). The modules several pages load at start-up then joined that chunk instead of making
 * small files of their own: no page makes more than 15 requests (the home page preloads 7
 * scripts), the heaviest page fetches 145.9 kB (`/blog`), where the home page's 145.8 kB had been
 * the most. Once the bundler itself chose that chunk's modules (those two entries or more import
 * at start-up), each page paid for its own code: an article's layout and blocks left the chunk for
 * the article's route, 2.2 kB more on an article (146.6 kB, now the heaviest) and 0.7-1.8 kB less
 * everywhere else, with one request fewer on the home page (14, the most). Once a page ran only
 * its route modules and React before its first paint, and the router, the document and the page's
 * components came after it in files of their own, each page paid about 1.5 kB more for the extra
 * files and one request more (15, and 17 on the home page): the heaviest is an article at
 * 148.2 kB, still under the 150 kB a phone may be asked for. Every page shares one stylesheet (17.8 kB,
 * then 18.1 kB with the phone's action bar and the articles' reading position, then 18.5 kB with
 * the rule that lets deferred sections skip rendering until they are near, then 18.7 kB with
 * `glow-*`, the gradients that drew the soft light blur filters had drawn) and one font file:
 * 27.3 kB, then 19.9 kB once it held only the weights the pages use (400-800). A hero's picture is one illustration drawn at build time whose words are glyph outlines:
 * 5.1 kB (`/get-started-with-ai`) to 7.0 kB (`/content-course`) compressed, where the grey bars
 * they replaced cost 1.8 kB; in exchange the home page ships 2.1 kB less script. Every limit
 * leaves a little to spare, so any growth is a decision, not an accident.
 */
const pageBudget: FirstLoadBudget = {
  script: 149_000,
  stylesheet: 18_800,
  font: 20_500,
  image: 7_500,
  requests: 15,
}

/** Pages allowed more than the rest, each with the reason. */
const pageBudgets: Record<string, Partial<FirstLoadBudget>> = {
  // Its route module has a client loader (a visit by link fetches every section first), which
  // React Router splits into a file of its own, and a phone mounts one deferred section after 2 s.
  '/': { requests: 17 },
  // The page exists to run the voice widget, which it adds on entry: `<kookaburra-voice>` is one
  // self-contained script with its own React and toaster (about 132 kB gzipped), the same file a
  // client pastes into a page without React. Measured 278.6 kB of script in all, then 273.9 kB
  // once the widget's stylesheet held only the classes of the components it renders, then 277.2 kB
  // with the start-up chunk's modules that other pages share, then 275.5 kB, then 277.0 kB once
  // the router and the document loaded after the first paint; 0.4 % to spare.
  '/voiceagent-onboarding': { script: 278_000 },
}

/** The budget of the page at `path`. */
export function budgetFor(path: string): FirstLoadBudget {
  return { ...pageBudget, ...pageBudgets[path] }
}
