/** The id of the element the app renders into; the document has exactly one. */
export const rootElementId = 'root'

/** The startup failure messages of docs/messages.md#startup, word for word. */
export const startupMessages = {
  missingRoot: `Application Error: The root element with id '${rootElementId}' was not found`,
  renderFailed: 'React Startup Error: Failed to start the React application',
} as const

/** The text of whatever was thrown. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
