"use client";

import {
  cloneElement,
  createContext,
  Suspense,
  useContext,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from "react";

type TriggerProps = {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  "aria-expanded"?: boolean;
  "aria-haspopup"?: "menu" | "dialog";
};

/**
 * The menus asked for or open inside a part of the page whose rows may be replaced wholesale (the
 * task list swaps its plain rows for drag-and-drop ones right after the first click: issue 47).
 * A menu re-created by such a swap finds its key here and comes back open.
 */
const OpenMenus = createContext<Set<string> | null>(null);

export function OpenOnDemandMemory({ children }: { children: ReactNode }) {
  const [open] = useState(() => new Set<string>());
  return <OpenMenus.Provider value={open}>{children}</OpenMenus.Provider>;
}

type Props<P extends object> = {
  /** The real menu or sheet (a React.lazy component), mounted already open. */
  popup: ComponentType<P & { defaultOpen?: boolean; onOpenChange?: (open: boolean) => void }>;
  /** Whatever else the real component needs. */
  popupProps?: P;
  /** Starts the download (the same import the lazy component uses). */
  preload: () => void;
  /** Looks exactly like the real trigger; stands in for it until the first click. */
  trigger: ReactElement<TriggerProps>;
  haspopup: "menu" | "dialog";
  /** Within an OpenOnDemandMemory: this menu's key, unique there, so it survives its row being re-created. */
  rememberAs?: string;
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
  rememberAs,
}: Props<P>) {
  const memory = useContext(OpenMenus);
  const key = memory && rememberAs ? rememberAs : null;
  const [wanted, setWanted] = useState(() => key !== null && memory!.has(key));
  const remember = (open: boolean) => {
    if (key === null) return;
    if (open) memory!.add(key);
    else memory!.delete(key);
  };
  if (!wanted) {
    return cloneElement(trigger, {
      "aria-haspopup": haspopup,
      "aria-expanded": false,
      onClick: () => {
        remember(true);
        setWanted(true);
      },
      onPointerEnter: preload,
      onFocus: preload,
    });
  }
  return (
    <Suspense
      fallback={cloneElement(trigger, { "aria-haspopup": haspopup, "aria-expanded": true })}
    >
      <Popup
        {...(popupProps as P)}
        defaultOpen
        onOpenChange={key === null ? undefined : remember}
      />
    </Suspense>
  );
}
