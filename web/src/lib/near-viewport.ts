import { REACHING_IN } from "./visitor-input.ts";

/**
 * Parts of the server's first page that hydrate only once they come near the viewport (or the
 * visitor reaches into them), so a phone's main thread is not spent on sections nobody has
 * scrolled to. Only the server's HTML waits: once a part's first-page markup is gone (client
 * navigation), the part renders at once.
 */
export const WHEN_NEAR_ATTRIBUTE = "data-hydrate-when-near";

/** How far ahead of the viewport a part starts hydrating (of its height), so it is ready when seen. */
const AHEAD_SHARE = 0.25;
const AHEAD = `${AHEAD_SHARE * 100}% 0px`;

/** A promise React's `use` reads as settled without waiting a tick once it has resolved. */
type Gate = Promise<void> & {
  status?: "fulfilled";
  value?: undefined;
  wrapper: Element;
  open: () => void;
  /** React has asked for the part once (the first page's hydration). */
  asked?: boolean;
};

const gates = new Map<string, Gate>();

/** Before hydrating: every part in the server's HTML waits until it is near. */
export function holdPartsUntilNear(root: ParentNode): void {
  for (const wrapper of root.querySelectorAll(`[${WHEN_NEAR_ATTRIBUTE}]`)) {
    const name = wrapper.getAttribute(WHEN_NEAR_ATTRIBUTE)!;
    if (!gates.has(name)) gates.set(name, nearViewport(wrapper));
  }
}

/** What a part waits for before it hydrates, or undefined when it need not wait. */
export function untilNear(name: string): Promise<void> | undefined {
  const gate = gates.get(name);
  if (!gate || gate.status === "fulfilled" || !gate.wrapper.isConnected) return undefined;
  // Asked again before it came near: an update (new content, a navigation) needs the part
  // now, and waiting would hold that update back, so it hydrates.
  if (gate.asked) {
    gate.open();
    return undefined;
  }
  gate.asked = true;
  return gate;
}

function nearViewport(wrapper: Element): Gate {
  let observer: IntersectionObserver | undefined;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = () => {
      observer?.disconnect();
      for (const type of REACHING_IN) wrapper.removeEventListener(type, open, true);
      gate.status = "fulfilled";
      gate.value = undefined;
      resolve();
    };
  }) as Gate;
  gate.wrapper = wrapper;
  gate.open = open;
  // A part already in view hydrates with the page, so a press replayed at once finds it ready.
  if (isNear(wrapper)) {
    open();
    return gate;
  }
  observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) open();
    },
    { rootMargin: AHEAD },
  );
  for (const child of wrapper.children) observer.observe(child);
  // A press, a tap, a key or focus inside a part hydrates it at once.
  for (const type of REACHING_IN) wrapper.addEventListener(type, open, true);
  return gate;
}

function isNear(wrapper: Element): boolean {
  const ahead = window.innerHeight * AHEAD_SHARE;
  return [...wrapper.children].some((child) => {
    const { top, bottom } = child.getBoundingClientRect();
    return bottom >= -ahead && top <= window.innerHeight + ahead;
  });
}
