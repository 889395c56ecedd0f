/** Each icon an article's feature cards name, as SVG markup drawn at build time, by its lucide name. */
export type IconMarkup = Readonly<Record<string, string>>
