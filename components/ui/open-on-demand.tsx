"use client";

import { cloneElement, Suspense, useState, type ComponentType, type ReactElement } from "react";

type TriggerProps = {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  "aria-expanded"?: boolean;
  "aria-haspopup"?: "menu" | "dialog";
};

type Props<P extends object> = {
  /** The real menu or sheet (a React.lazy component), mounted already open. */
  popup: ComponentType<P & { defaultOpen?: boolean }>;
  /** Whatever else the real component needs. */
  popupProps?: P;
  /** Starts the download (the same import the lazy component uses). */
  preload: () => void;
  /** Looks exactly like the real trigger; stands in for it until the first click. */
  trigger: ReactElement<TriggerProps>;
  haspopup: "menu" | "dialog";
};

/**
 * Header menus whose Radix code (menus, focus traps, positioning: ~25 kB) is not part of any
 * page's first JavaScript. Hovering or focusing the trigger starts the download; the first click
 * mounts the real component open, and from then on it is the ordinary Radix menu.
 */
export function OpenOnDemand<P extends object = object>({
  popup: Popup,
  popupProps,
  preload,
  trigger,
  haspopup,
}: Props<P>) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) {
    return cloneElement(trigger, {
      "aria-haspopup": haspopup,
      "aria-expanded": false,
      onClick: () => setWanted(true),
      onPointerEnter: preload,
      onFocus: preload,
    });
  }
  return (
    <Suspense
      fallback={cloneElement(trigger, { "aria-haspopup": haspopup, "aria-expanded": true })}
    >
      <Popup {...(popupProps as P)} defaultOpen />
    </Suspense>
  );
}
