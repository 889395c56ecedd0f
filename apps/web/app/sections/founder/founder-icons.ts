import {
  CompassIcon,
  GraduationCapIcon,
  type LucideIcon,
  MicIcon,
  PenToolIcon,
  ShieldCheckIcon,
  SparklesIcon,
  WorkflowIcon,
} from 'lucide-react'

/** The icons the founder's areas of expertise name. */
export const founderIcons: Readonly<Record<string, LucideIcon>> = {
  Compass: CompassIcon,
  GraduationCap: GraduationCapIcon,
  Mic: MicIcon,
  PenTool: PenToolIcon,
  ShieldCheck: ShieldCheckIcon,
  Workflow: WorkflowIcon,
}

/** An area's icon; sparkles when content names one this map lacks. */
export function founderIcon(name: string): LucideIcon {
  return founderIcons[name] ?? SparklesIcon
}
