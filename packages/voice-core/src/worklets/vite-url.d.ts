/** Vite's `?worker&url` import: the URL of the module bundled as a standalone script. */
declare module '*?worker&url' {
  const url: string
  export default url
}
