export { Accordion, type AccordionItem, type AccordionProps } from './accordion'
export { ActionBar, type ActionBarProps } from './action-bar'
export {
  type ArticleAuthor,
  type ArticleFaqItem,
  ArticleLayout,
  type ArticleLayoutProps,
} from './article-layout'
export type { ArticleCta } from './article-layout-cta'
export type { RelatedArticle } from './article-layout-related'
export { Badge, type BadgeProps, badgeVariants } from './badge'
export { Button, type ButtonProps, buttonVariants } from './button'
export {
  Card,
  CardDescription,
  CardFooter,
  type CardProps,
  CardTitle,
  type CardTitleProps,
  cardVariants,
} from './card'
export { cn, prepareClassNames } from './cn'
export {
  type ComparisonCell,
  type ComparisonRow,
  ComparisonTable,
  type ComparisonTableProps,
} from './comparison-table'
export { type ContactLinkProps, MailLink, PhoneLink } from './contact-links'
export {
  Container,
  type ContainerProps,
  Section,
  type SectionProps,
  sectionVariants,
} from './container'
export {
  AA_LARGE,
  AA_TEXT,
  contrastRatio,
  formatRatio,
  parseColour,
  type Rgb,
  relativeLuminance,
} from './contrast'
export {
  Deferred,
  type DeferredPart,
  type DeferredProps,
  type DeferredWhen,
  deferredPart,
} from './deferred'
export {
  Dialog,
  DialogClose,
  DialogCloseButton,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogOverlay,
  DialogTitle,
  DialogTrigger,
} from './dialog'
export { ExternalLink, type ExternalLinkProps, linkClassName } from './external-link'
export { FeatureList, type FeatureListItem, type FeatureListProps } from './feature-list'
export { Field, type FieldProps, Input, Label, Textarea } from './field'
export { Hero, type HeroProps } from './hero'
export { IconTile, type IconTileProps } from './icon-tile'
export { LAZY_ROOT_MARGIN, LazySection, type LazySectionProps } from './lazy-section'
export {
  barHeight,
  clampLevel,
  LEVEL_METER_PROFILE,
  LevelMeter,
  type LevelMeterProps,
} from './level-meter'
export { LineIcon, type LineIconProps } from './line-icon'
export { KookaburraMark, type KookaburraMarkProps, Logo, type LogoProps } from './logo'
export { Marquee, type MarqueeProps } from './marquee'
export {
  PortalContainer,
  type PortalContainerProps,
  usePortalContainer,
} from './portal-container'
export { PricingCard, type PricingCardProps } from './pricing-card'
export {
  PricingRow,
  type PricingRowLayout,
  type PricingRowPlan,
  type PricingRowProps,
  pricingRowLayout,
} from './pricing-row'
export { ScrollRegion, type ScrollRegionProps } from './scroll-region'
export {
  Sheet,
  SheetClose,
  SheetContent,
  type SheetContentProps,
  SheetTitle,
  SheetTrigger,
} from './sheet'
export {
  SiteFooter,
  type SiteFooterContact,
  type SiteFooterProps,
} from './site-footer'
export type { SocialProfile } from './site-footer-social'
export {
  SiteHeader,
  type SiteHeaderMobileProps,
  type SiteHeaderProps,
} from './site-header'
export type { ServicesFeature } from './site-header-nav'
export {
  type ExternalNavLink,
  type LinkComponent,
  type NavGroup,
  type NavLink,
  PlainLink,
  type SiteLinkProps,
} from './site-link'
export { StatCard, type StatCardProps } from './stat-card'
export { Steps, type StepsItem, type StepsProps } from './steps'
export { Testimonial, type TestimonialProps } from './testimonial'
export { Timeline, type TimelineItem, type TimelineProps } from './timeline'
export { TOAST_DURATION_MS, TOAST_VISIBLE, Toaster, type ToasterProps, toast } from './toaster'
export {
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  Tooltip,
  type TooltipProps,
  TooltipProvider,
  type TooltipProviderProps,
} from './tooltip'
export {
  isNearBottom,
  TRANSCRIPT_STICK_THRESHOLD_PX,
  Transcript,
  type TranscriptMessage,
  type TranscriptProps,
} from './transcript'
export { useReducedMotion } from './use-reduced-motion'
export { VoiceErrorBox, type VoiceErrorBoxProps } from './voice-error-box'
export {
  type VoiceStatus,
  VoiceStatusIndicator,
  type VoiceStatusIndicatorProps,
} from './voice-status-indicator'
