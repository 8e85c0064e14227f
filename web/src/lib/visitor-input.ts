/**
 * A press, a tap, a key, focus, or a field's value changed without any of them (the browser's
 * autofill, a password manager): the visitor reaching into the page.
 */
export const REACHING_IN = [
  "pointerdown",
  "touchstart",
  "keydown",
  "focusin",
  "input",
  "change",
] as const;

/**
 * Signs that a visitor is using the page: reaching into it, scrolling it or moving the mouse
 * over it. Each is cheap to listen for.
 */
export const USING_THE_PAGE = [...REACHING_IN, "scroll", "wheel", "mousemove"] as const;
