/**
 * Both processors in one module: the inline fallback loads this single script into each context,
 * so the resampler and codecs they share are shipped once.
 */
import './capture.ts'
import './playback.ts'
