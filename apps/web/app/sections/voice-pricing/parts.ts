import { deferredPart } from '@org/ui'

// The sections below the steps are chunks of their own, imported only here and only dynamically:
// their text is in the prerendered page, and their code and hydration wait until a visitor nears
// them. The comparison table is the page's heaviest part (a tick or a dash in every cell).

/** The three agent types. */
export const AgentTypesPart = deferredPart('agent-types', 'near', () =>
  import('./agent-types-section').then((module) => module.AgentTypesSection),
)

/** The four plans. */
export const PlansPart = deferredPart('plans', 'near', () =>
  import('./plans-section').then((module) => module.PlansSection),
)

/** Every feature by plan. */
export const ComparisonPart = deferredPart('comparison', 'near', () =>
  import('./comparison-section').then((module) => module.ComparisonSection),
)
