"use client";
// When to load code that is not needed to paint the page: once the browser is idle, or once an
// element below the fold comes near the screen. Shared by the toasts, the wheels' chart and the
// Change Password form.
import { useEffect, useState, type ComponentType, type RefObject } from "react";

/** Runs `task` when the browser is idle (at the latest after 2 s); returns a cancel function. */
export function whenIdle(task: () => void): () => void {
  if (window.requestIdleCallback) {
    const idle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }
  const timer = window.setTimeout(task, 50);
  return () => window.clearTimeout(timer);
}

/** True once the page has loaded and the browser is idle: for code needed soon, but not to paint. */
export function useAfterIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready;
}

/**
 * True once the element has come within `margin` of the screen and the browser is idle: the
 * moment to load code for something below the fold (the wheels' chart), so it is not part of the
 * page's first JavaScript.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, margin = "200px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    let cancelIdle: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = whenIdle(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [ref, margin, near]);
  return near;
}

/**
 * A component whose module loads once `when` turns true (for example `useNearViewport`): null
 * until then. `load` must be stable (a module-level function); a failed load goes to `onError`.
 */
export function useLoadedComponent<P>(
  when: boolean,
  load: () => Promise<ComponentType<P>>,
  onError?: (e: unknown) => void,
): ComponentType<P> | null {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (!when) return;
    let alive = true;
    load()
      .then((component) => alive && setLoaded(() => component))
      .catch((e: unknown) => onError?.(e));
    return () => {
      alive = false;
    };
  }, [when, load, onError]);
  return Loaded;
}
