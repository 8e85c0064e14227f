import { USING_THE_PAGE } from "./visitor-input.ts";

/**
 * Runs `start` (the public page's scripts) once the visitor starts using the page. The page is
 * whole without it: the server rendered every word and the first images, and its links work.
 * Loading is a phone's busiest second; hydrating a long page then would block its main thread
 * while nobody has touched anything (decision 007). Once started, the parts of the page
 * hydrate as they come into view (`near-viewport.ts`).
 *
 * A button pressed or a form submitted before `start` has finished is held and replayed once
 * it has, so a quote request sent at once is sent, not lost to a plain-HTML submit.
 */
export function startWhenNeeded(start: () => Promise<void>): void {
  let started = false;
  let replayHeld: (() => void) | undefined;

  function holdPress(event: MouseEvent) {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || button.disabled) return;
    event.preventDefault();
    event.stopPropagation();
    replayHeld = () => button.isConnected && button.click();
    begin();
  }

  function holdSubmit(event: SubmitEvent) {
    if (!(event.target instanceof HTMLFormElement)) return;
    const form = event.target;
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
