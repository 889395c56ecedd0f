export { base64ToBytes, bytesToBase64 } from './base64.ts'
export { type AudioFormat, parseAudioFormat } from './format.ts'
export {
  decodeMuLaw,
  decodeMuLawBuffer,
  encodeMuLaw,
  encodeMuLawBuffer,
  MULAW_BIAS,
  MULAW_CLIP,
} from './mulaw.ts'
export { floatTo16BitPcm, floatToInt16, int16ToFloat32 } from './pcm.ts'
export { Resampler } from './resampler.ts'
