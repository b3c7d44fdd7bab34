"use client";

import { usePathname } from "next/navigation";
import { useToast } from "@/components/ui/use-toast";
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "@/components/ui/toast";

export function Toaster() {
  const { toasts } = useToast();
  // One toast at a time (the spec); where it shows was decided as it was raised (toast-place.ts).
  const place = toasts[0]?.place;
  const pathname = usePathname();
  const atTop = place?.edge === "top" && place.path === pathname;

  return (
    <ToastProvider>
      {toasts.map(function ({ id, title, description, action, undo, more, place: _, ...props }) {
        return (
          <Toast
            key={id}
            {...props}
            className={atTop ? "data-[state=open]:slide-in-from-top-full" : undefined}
          >
            <div className="grid gap-1">
              {title && <ToastTitle>{title}</ToastTitle>}
              {description && <ToastDescription>{description}</ToastDescription>}
            </div>
            {action}
            {more && (
              <ToastAction altText={more.label} onClick={more.onClick}>
                {more.label}
              </ToastAction>
            )}
            {undo && (
              <ToastAction altText="Undo" onClick={undo}>
                Undo
              </ToastAction>
            )}
            <ToastClose />
          </Toast>
        );
      })}
      <ToastViewport
        data-edge={atTop ? "top" : "bottom"}
        style={atTop ? { top: place?.top, bottom: "auto" } : undefined}
      />
    </ToastProvider>
  );
}
