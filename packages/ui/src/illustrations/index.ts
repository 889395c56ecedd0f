export { AgentOrb } from './agent-orb'
export { AgentTeamIllustration } from './agent-team-illustration'
export { AnsweredCallIllustration } from './answered-call-illustration'
export {
  FlowPath,
  IllustrationCanvas,
  IllustrationCard,
  type IllustrationProps,
  IllustrationSvg,
  illustrationSize,
  useCanvasRef,
} from './canvas'
export {
  CoachingTrackIllustration,
  type CoachingTrackIllustrationProps,
} from './coaching-track-illustration'
export { ContentCalendarIllustration } from './content-calendar-illustration'
export { LaunchPathIllustration } from './launch-path-illustration'
export { MissedCallIllustration } from './missed-call-illustration'
export {
  IconTile,
  IllustrationChip,
  InitialsAvatar,
  type InitialsPerson,
  StrokePath,
  type StrokePathProps,
} from './parts'
export {
  IllustrationOutline,
  IllustrationText,
  type IllustrationTextProps,
  type IllustrationWeight,
  type OutlinedText,
  type OutlineText,
  type OutlineTextOptions,
} from './text'
export { WorkshopIllustration } from './workshop-illustration'
