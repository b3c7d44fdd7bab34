import * as React from "react";

// `asChild` for Button and Badge: render the one child element with our props merged in (classes
// joined, styles merged, both event handlers run, both refs set), as Radix's Slot does. Written
// here because Radix's Slot cost every page more than these few lines do
// (sizes: docs/decisions/own-primitives.md).

type AnyProps = Record<string, unknown>;

function composeRefs<T>(...refs: (React.Ref<T> | undefined)[]): React.RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(node);
      else if (ref) (ref as React.RefObject<T | null>).current = node;
    }
  };
}

function mergeProps(slot: AnyProps, child: AnyProps): AnyProps {
  const merged: AnyProps = { ...slot, ...child };
  for (const key of Object.keys(child)) {
    const ours = slot[key];
    const theirs = child[key];
    if (/^on[A-Z]/.test(key) && typeof ours === "function" && typeof theirs === "function") {
      merged[key] = (...args: unknown[]) => {
        const result = theirs(...args);
        ours(...args);
        return result;
      };
    } else if (key === "style" && ours && theirs) {
      merged.style = { ...(ours as object), ...(theirs as object) };
    } else if (key === "className" && ours && theirs) {
      merged.className = `${ours} ${theirs}`;
    }
  }
  return merged;
}

function Slot({
  children,
  ref,
  ...props
}: React.HTMLAttributes<HTMLElement> & { ref?: React.Ref<HTMLElement> }) {
  if (!React.isValidElement<AnyProps>(children)) return null;
  const merged = mergeProps(props as AnyProps, children.props);
  const childRef = children.props.ref as React.Ref<HTMLElement> | undefined;
  if (ref || childRef)
    merged.ref = ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef);
  return React.cloneElement(children, merged);
}

export { Slot };
