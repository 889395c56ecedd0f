/**
 * Every marketing claim, once. Pages, metadata and structured data read them from here, so a
 * figure changes in one place (docs/README.md: "one fact, one value, one place").
 */
export const claims = {
  awards: '2x Award Winner',
  businessesAutomated: { value: '100+', label: 'Businesses automated' },
  /** The coaching programme's figure counts businesses trained, not automated, and says so. */
  businessesTrained: { value: '500+', label: 'Businesses trained' },
  rating: { value: 4.9, best: 5, reviewCount: 127 },
  clientSuccess: { value: '98%', label: 'Client success rate' },
  productivity: { value: '300%', label: 'Productivity increase' },
  responseSpeed: { value: '5x', label: 'Faster response' },
  availability: { value: '24/7', label: 'Availability' },
  costReduction: { value: '80%', label: 'Cost reduction' },
  /** The range of savings quoted on the get-started page. */
  costCutRange: '60-80%',
  hoursSavedPerWeek: '10-20',
  implementationWeeks: '1-3',
  simpleVoiceAgentWeeks: 1,
  roiDays: 90,
  strategyCallMinutes: 30,
  customAutomationFrom: 2497,
  foundingYear: 2022,
  employees: { min: 10, max: 50 },
} as const

/** The rating as the site shows it: `4.9/5`. */
export const ratingLabel = `${claims.rating.value}/${claims.rating.best}`

/** The rating with its review count: `4.9/5 from 127 reviews`. */
export const ratingSummary = `${ratingLabel} from ${claims.rating.reviewCount} reviews`
