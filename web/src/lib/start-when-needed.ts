import { showThenModal } from "./show-then-modal.ts";
import { USING_THE_PAGE } from "./visitor-input.ts";

/**
 * Runs `start` (the public page's scripts) once the visitor starts using the page. The page is
 * whole without it: the server rendered every word and the first images, and its links work.
 * Loading is a phone's busiest second; hydrating a long page then would block its main thread
 * while nobody has touched anything (decision 007). Once started, the parts of the page
 * hydrate as they come into view (`near-viewport.ts`).
 *
 * A button pressed or a form submitted before `start` has finished is held and replayed once
 * it has, so a quote request sent at once is sent, not lost to a plain-HTML submit. A press
 * that needs no app is not held (`pressWithoutApp`): the header's menu and search open on
 * the first tap.
 */
export function startWhenNeeded(start: () => Promise<void>): void {
  let started = false;
  let replayHeld: (() => void) | undefined;

  function holdPress(event: MouseEvent) {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest("button");
    if (!button) {
      // A link chosen in the menu the browser opened: the menu closes, the link goes.
      if (target?.closest("a[href]")) target.closest("dialog")?.close();
      return;
    }
    if (button.disabled || pressWithoutApp(event, button)) return;
    event.preventDefault();
    event.stopPropagation();
    replayHeld = () => button.isConnected && button.click();
    begin();
  }

  function holdSubmit(event: SubmitEvent) {
    if (!(event.target instanceof HTMLFormElement)) return;
    const form = event.target;
    // A form with an address of its own (site search, a GET) is a plain page load: it goes.
    if (form.hasAttribute("action")) return;
    const { submitter } = event;
    event.preventDefault();
    event.stopPropagation();
    replayHeld = () => form.isConnected && form.requestSubmit(submitter);
    begin();
  }

  function release() {
    document.removeEventListener("click", holdPress, true);
    document.removeEventListener("submit", holdSubmit, true);
    const replay = replayHeld;
    replayHeld = undefined;
    replay?.();
  }

  function begin() {
    if (started) return;
    started = true;
    for (const type of USING_THE_PAGE) window.removeEventListener(type, begin, true);
    // Should the scripts fail to load, the page goes on as plain HTML.
    start().then(release, release);
  }

  document.addEventListener("click", holdPress, true);
  document.addEventListener("submit", holdSubmit, true);
  for (const type of USING_THE_PAGE) {
    window.addEventListener(type, begin, { capture: true, passive: true });
  }
}

/**
 * Carries out a press that needs no app, before it has started; false for one to hold. A
 * popover's button (`popovertarget`) and the submit of a form with an address of its own
 * (site search, a GET) are left to the browser. A dialog's (Invoker Commands: `commandfor`,
 * `command`, which the browser would carry out without scripts) is done here, also where the
 * browser has no Invoker Commands: `show-modal` draws the menu in the tap's frame.
 */
function pressWithoutApp(event: MouseEvent, button: HTMLButtonElement): boolean {
  if (button.popoverTargetElement) return true;
  if (button.type === "submit" && button.form?.hasAttribute("action")) return true;
  const dialog = document.getElementById(button.getAttribute("commandfor") ?? "");
  if (!(dialog instanceof HTMLDialogElement)) return false;
  const command = button.getAttribute("command");
  if (command === "show-modal") showThenModal(dialog);
  else if (command === "close") dialog.close();
  else return false;
  event.preventDefault();
  return true;
}
