import { type ComponentType, lazy, useState } from "react";

export interface PreloadableComponent<P> {
  Component: ComponentType<P>;
  preload: () => Promise<void>;
}

/**
 * A code-split component that can be loaded ahead of rendering. Once loaded it renders
 * directly (no suspension), so the server (which preloads everything) and a browser that
 * preloaded the current page produce the same tree; otherwise it suspends like React.lazy,
 * and a server-rendered boundary keeps its HTML until the code arrives.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const start = () => {
    pending ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await start() }));
  function Component(props: P) {
    // Chosen once per instance: switching type later would remount and lose state.
    const [Render] = useState<ComponentType<P>>(
      () => loaded ?? (Lazy as unknown as ComponentType<P>),
    );
    return <Render {...props} />;
  }
  return { Component, preload: () => start().then(() => undefined) };
}
