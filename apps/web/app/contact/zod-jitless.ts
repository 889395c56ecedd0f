import { z } from 'zod'

// zod probes `new Function` when it builds an object schema, to compile a faster parser. The
// site's Content Security Policy forbids eval, so in the browser the probe only files a
// violation report. Plain parsing is plenty for one form: switch the probe off before any schema
// is built. Bundlers may reorder side-effect-free packages within a chunk, so an import at the
// top of the validator is not enough: the loader evaluates this chunk before the validator's.
z.config({ jitless: true })
