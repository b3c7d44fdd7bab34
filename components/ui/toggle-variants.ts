import { cva } from "class-variance-authority";

/** The look of SegmentedControl's options (shadcn's toggle), without Radix. */
export const toggleVariants = cva(
  // The base classes live in app/globals.css (.ui-toggle): one short class per option in the HTML.
  // The "on", focus and invalid looks stay utilities: they must beat the outline variant's
  // bg-transparent and border-input, and a layer's order beats specificity.
  "ui-toggle data-[state=on]:bg-accent data-[state=on]:text-accent-foreground focus-visible:border-ring aria-invalid:border-destructive",
  {
    variants: {
      variant: {
        default: "bg-transparent",
        outline:
          "border border-input bg-transparent shadow-xs hover:bg-accent hover:text-accent-foreground",
      },
      size: {
        default: "h-9 px-2 min-w-9",
        sm: "h-8 px-1.5 min-w-8",
        lg: "h-10 px-2.5 min-w-10",
      },
    },
    defaultVariants: {
      variant: "default",
      size: "default",
    },
  },
);
