/**
 * What a visitor may have done to a section's prerendered HTML before its component mounted in its
 * place: focused a control, typed into a field. Mounting replaces those elements, so this is read
 * from the old ones and given to the new ones, and nothing the visitor did is lost.
 */
export interface CarriedState {
  focus?: { id: string; index: number; selection?: [number, number] }
  /** Typed text by field name. */
  values: Map<string, string>
  /** A click held on a button before the section mounted: the button's index in the section. */
  click?: number
}

const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]'

type TextControl = HTMLInputElement | HTMLTextAreaElement

function isTextControl(element: Element | null): element is TextControl {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
}

function textControls(root: Element): TextControl[] {
  return [...root.querySelectorAll('input, textarea')].filter(isTextControl)
}

function selectionOf(element: Element): [number, number] | undefined {
  if (!isTextControl(element)) return undefined
  try {
    const { selectionStart, selectionEnd } = element
    return selectionStart === null || selectionEnd === null
      ? undefined
      : [selectionStart, selectionEnd]
  } catch {
    // Inputs such as email have no selection API.
    return undefined
  }
}

/** Reads the focus and the typed text inside `root`, with the index of a held click, if any. */
export function captureState(root: Element | null, click?: number): CarriedState {
  const values = new Map<string, string>()
  if (!root) return { values, click }
  for (const control of textControls(root)) {
    const skipped =
      control instanceof HTMLInputElement && ['hidden', 'checkbox', 'radio'].includes(control.type)
    if (control.name && control.value && !skipped) values.set(control.name, control.value)
  }
  const active = document.activeElement
  if (!active || !root.contains(active)) return { values, click }
  return {
    values,
    click,
    focus: {
      id: active.id,
      index: [...root.querySelectorAll(focusable)].indexOf(active),
      selection: selectionOf(active),
    },
  }
}

/** Sets a field's text so that React's change handlers see it, as if typed. */
function typeInto(control: TextControl, value: string): void {
  const prototype = Object.getPrototypeOf(control) as object
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value)
  control.dispatchEvent(new Event('input', { bubbles: true }))
}

/** Gives the new elements inside `root` what {@link captureState} read from the old ones. */
export function restoreState(root: Element | null, state: CarriedState): void {
  if (!root) return
  restoreFields(root, state)
  restoreFocus(root, state)
}

/**
 * Presses again, on the new button, the click {@link captureState} recorded as held. Call it once
 * the new button does what it says (after React has run the section's effects).
 */
export function replayClick(root: Element | null, state: CarriedState): void {
  if (!root || state.click === undefined) return
  const button = root.querySelectorAll('button').item(state.click)
  if (button instanceof HTMLButtonElement) button.click()
}

function restoreFields(root: Element, state: CarriedState): void {
  for (const control of textControls(root)) {
    const value = state.values.get(control.name)
    // A field the new component already filled (a restored draft) keeps its own text.
    if (value !== undefined && control.value === '') typeInto(control, value)
  }
}

function restoreFocus(root: Element, state: CarriedState): void {
  const { focus } = state
  if (!focus) return
  const byId = focus.id ? document.getElementById(focus.id) : null
  const target =
    byId && root.contains(byId) ? byId : root.querySelectorAll(focusable).item(focus.index)
  if (!(target instanceof HTMLElement)) return
  target.focus({ preventScroll: true })
  if (focus.selection && isTextControl(target)) {
    try {
      target.setSelectionRange(...focus.selection)
    } catch {
      // As above: not every input has a selection.
    }
  }
}
