"use client";

import { useEffect, useState, type RefObject } from "react";

/**
 * True once the element has come within `margin` of the screen and the browser is idle: the
 * moment to load code for something below the fold (the wheels' chart, a form further down),
 * so it is not part of the page's first JavaScript.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, margin = "200px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    let idle: number | undefined;
    let timer: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        if (window.requestIdleCallback) idle = window.requestIdleCallback(() => setNear(true), { timeout: 2000 });
        else timer = window.setTimeout(() => setNear(true), 50);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [ref, margin, near]);
  return near;
}

/** True once the page has loaded and the browser is idle: for code needed soon, but not to paint. */
export function useAfterIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (window.requestIdleCallback) {
      const idle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = window.setTimeout(() => setReady(true), 50);
    return () => window.clearTimeout(timer);
  }, []);
  return ready;
}
