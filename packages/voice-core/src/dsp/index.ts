export { decodeMuLaw, encodeMuLaw, MULAW_BIAS, MULAW_CLIP } from './mulaw'
