// `pnpm bench`: DSP figures against their targets, in one bounded run (< 30 s).
import { cpus } from 'node:os'
import { benchBase64 } from './base64.ts'
import { benchMuLaw } from './mulaw.ts'
import { benchResampler } from './resampler.ts'

const started = performance.now()
console.log(
  `@org/voice-core bench · Node ${process.version} · ${process.platform}-${process.arch} · ` +
    `${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}`,
)
console.log('')
const muLaw = benchMuLaw()
console.log('')
const resampler = benchResampler()
console.log('')
benchBase64()
console.log('')
const seconds = ((performance.now() - started) / 1000).toFixed(1)
const ok = muLaw && resampler
console.log(`${ok ? 'All targets met' : 'Some targets missed'} (${seconds} s)`)
process.exitCode = ok ? 0 : 1
