// The Tailwind utilities lib/class-merge.ts knows: which group each belongs to ("px-2" and
// "px-4" set the same thing) and which groups a later class overrides ("p-4" replaces "px-2").
// Tables of this code base's utilities, checked against tailwind-merge by
// tests/unit/class-merge.test.ts.

/** Groups a later class of the key overrides, beside its own (a later "p-4" replaces "px-2"). */
export const OVERRIDES: Record<string, string[]> = {
  p: ["px", "py", "pt", "pr", "pb", "pl", "ps", "pe"],
  px: ["pr", "pl", "ps", "pe"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml", "ms", "me"],
  mx: ["mr", "ml", "ms", "me"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  gap: ["gap-x", "gap-y"],
  overflow: ["overflow-x", "overflow-y"],
  overscroll: ["overscroll-x", "overscroll-y"],
  rounded: [
    "rounded-s",
    "rounded-e",
    "rounded-t",
    "rounded-r",
    "rounded-b",
    "rounded-l",
    "rounded-ss",
    "rounded-se",
    "rounded-ee",
    "rounded-es",
    "rounded-tl",
    "rounded-tr",
    "rounded-br",
    "rounded-bl",
  ],
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "rounded-b": ["rounded-br", "rounded-bl"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "border-w": [
    "border-w-x",
    "border-w-y",
    "border-w-t",
    "border-w-r",
    "border-w-b",
    "border-w-l",
    "border-w-s",
    "border-w-e",
  ],
  "border-w-x": ["border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
  "border-color": [
    "border-color-x",
    "border-color-y",
    "border-color-t",
    "border-color-r",
    "border-color-b",
    "border-color-l",
    "border-color-s",
    "border-color-e",
  ],
  "border-color-x": ["border-color-r", "border-color-l"],
  "border-color-y": ["border-color-t", "border-color-b"],
  "line-clamp": ["display", "overflow"],
  "font-size": ["leading"],
  flex: ["basis", "grow", "shrink"],
  "scroll-m": ["scroll-mx", "scroll-my", "scroll-mt", "scroll-mr", "scroll-mb", "scroll-ml"],
  "scroll-mx": ["scroll-mr", "scroll-ml"],
  "scroll-my": ["scroll-mt", "scroll-mb"],
  "scroll-p": ["scroll-px", "scroll-py", "scroll-pt", "scroll-pr", "scroll-pb", "scroll-pl"],
  "scroll-px": ["scroll-pr", "scroll-pl"],
  "scroll-py": ["scroll-pt", "scroll-pb"],
};

const WORDS: Record<string, string> = {};
const words = (group: string, list: string) => list.split(" ").forEach((w) => (WORDS[w] = group));
words(
  "display",
  "block inline-block inline flex inline-flex grid inline-grid contents table table-row table-cell flow-root list-item hidden",
);
words("position", "static fixed absolute relative sticky");
words("visibility", "visible invisible collapse");
words("sr", "sr-only not-sr-only");
words("font-style", "italic not-italic");
words("text-transform", "uppercase lowercase capitalize normal-case");
words("text-decoration", "underline overline line-through no-underline");
words("text-overflow", "truncate text-ellipsis text-clip");
words("font-smoothing", "antialiased subpixel-antialiased");
words("isolation", "isolate isolation-auto");
words("grow", "grow grow-0");
words("shrink", "shrink shrink-0");
words("border-w", "border");
words("rounded", "rounded");
words("shadow", "shadow");
words("ring-w", "ring");
words("outline-w", "outline");
words(
  "transition",
  "transition transition-all transition-colors transition-opacity transition-shadow transition-transform transition-none",
);
words(
  "numeric",
  "tabular-nums proportional-nums lining-nums oldstyle-nums ordinal slashed-zero diagonal-fractions stacked-fractions normal-nums",
);
words("resize", "resize resize-none resize-x resize-y");
words("divide-x", "divide-x divide-x-0 divide-x-2 divide-x-4 divide-x-8");
words("divide-y", "divide-y divide-y-0 divide-y-2 divide-y-4 divide-y-8");
words("blur", "blur");
words("backdrop-blur", "backdrop-blur");

/** Prefixes whose group does not depend on the value, longest first so "min-w" beats "m". */
const PREFIXES = [
  "pointer-events",
  "underline-offset",
  "auto-rows",
  "auto-cols",
  "grid-flow",
  "whitespace",
  "grid-cols",
  "grid-rows",
  "col-span",
  "row-span",
  "col-start",
  "col-end",
  "row-start",
  "row-end",
  "place-content",
  "place-items",
  "place-self",
  "justify-items",
  "justify-self",
  "overflow-x",
  "overflow-y",
  "overscroll-x",
  "overscroll-y",
  "line-clamp",
  "translate-x",
  "translate-y",
  "scroll-mx",
  "scroll-my",
  "scroll-mt",
  "scroll-mr",
  "scroll-mb",
  "scroll-ml",
  "scroll-m",
  "scroll-px",
  "scroll-py",
  "scroll-pt",
  "scroll-pr",
  "scroll-pb",
  "scroll-pl",
  "scroll-p",
  "space-x",
  "space-y",
  "inset-x",
  "inset-y",
  "min-w",
  "min-h",
  "max-w",
  "max-h",
  "gap-x",
  "gap-y",
  "tracking",
  "leading",
  "opacity",
  "overflow",
  "overscroll",
  "justify",
  "content",
  "items",
  "self",
  "order",
  "basis",
  "object",
  "cursor",
  "aspect",
  "origin",
  "duration",
  "delay",
  "ease",
  "rotate-x",
  "rotate-y",
  "rotate-z",
  "rotate",
  "scale-x",
  "scale-y",
  "scale-z",
  "scale",
  "break",
  "inset",
  "top",
  "right",
  "bottom",
  "left",
  "start",
  "end",
  "size",
  "gap",
  "list",
  "align",
  "z",
  "w",
  "h",
  "px",
  "py",
  "pt",
  "pr",
  "pb",
  "pl",
  "ps",
  "pe",
  "p",
  "mx",
  "my",
  "mt",
  "mr",
  "mb",
  "ml",
  "ms",
  "me",
  "m",
  "blur",
  "backdrop-blur",
  "columns",
  "touch",
  "appearance",
  "will-change",
  "accent",
];

const FONT_SIZES = new Set([
  "xs",
  "sm",
  "base",
  "lg",
  "xl",
  "2xl",
  "3xl",
  "4xl",
  "5xl",
  "6xl",
  "7xl",
  "8xl",
  "9xl",
]);
const FONT_WEIGHTS = new Set([
  "thin",
  "extralight",
  "light",
  "normal",
  "medium",
  "semibold",
  "bold",
  "extrabold",
  "black",
]);
const SHADOW_SIZES = new Set(["2xs", "xs", "sm", "md", "lg", "xl", "2xl", "none", "inner"]);
const LINE_STYLES = new Set(["solid", "dashed", "dotted", "double", "hidden", "none"]);
const isNumber = (v: string) => /^\d+(\.\d+)?$/.test(v);
// "[length:…]", "[3px]", "[calc(…)]" and the v4 variable shorthand "(length:--x)" are lengths.
const isLength = (v: string) => /^(\[(length:|\d|calc)|\(length:)/.test(v);

/** The group of a utility without its variants, or null for one this function does not know. */
export function groupOf(utility: string): string | null {
  const u = utility.replace(/^-/, "");
  if (u in WORDS) return WORDS[u]!;
  if (u.startsWith("[") && u.includes(":")) return `arb:${u.slice(1, u.indexOf(":"))}`;

  if (u.startsWith("@container")) return "container-type";
  // Prefixes whose meaning depends on the value.
  const head = u.split("-")[0]!;
  const rest = u.slice(head.length + 1);
  switch (head) {
    case "text": {
      // "text-sm/6" is a font size with its line height; "text-red-500/50" a colour at 50 %.
      const size = rest.replace(/\/[\w.[\]-]+$/, "");
      if (FONT_SIZES.has(size) || isLength(size)) return "font-size";
      if (["left", "center", "right", "justify", "start", "end"].includes(rest))
        return "text-align";
      if (["wrap", "nowrap", "balance", "pretty"].includes(rest)) return "text-wrap";
      return rest ? "text-color" : null;
    }
    case "font":
      // An arbitrary value may be a weight or a family: not known, so kept.
      if (rest.startsWith("[") || rest.startsWith("(")) return null;
      return FONT_WEIGHTS.has(rest) ? "font-weight" : rest ? "font-family" : null;
    case "bg":
      if (/^(fixed|local|scroll)$/.test(rest)) return "bg-attachment";
      if (rest.startsWith("clip-")) return "bg-clip";
      if (/^(auto|cover|contain)$/.test(rest)) return "bg-size";
      if (/^(no-)?repeat/.test(rest)) return "bg-repeat";
      if (/^(bottom|center|left|right|top)/.test(rest)) return "bg-position";
      if (
        rest === "none" ||
        /^(linear-|gradient-|radial|conic)|^\[(url\(|image:|[a-z-]*gradient\()/.test(rest)
      )
        return "bg-image";
      return rest ? "bg-color" : null;
    case "border": {
      const side = /^([xytrblse])(?:-(.+))?$/.exec(rest);
      if (side)
        return !side[2] || isNumber(side[2]) || isLength(side[2])
          ? `border-w-${side[1]}`
          : `border-color-${side[1]}`;
      if (isNumber(rest) || isLength(rest)) return "border-w";
      if (LINE_STYLES.has(rest)) return "border-style";
      if (rest === "collapse" || rest === "separate") return "border-collapse";
      return rest ? "border-color" : null;
    }
    case "rounded": {
      const side = /^(ss|se|ee|es|tl|tr|br|bl|[setrbl])(?:-(.+))?$/.exec(rest);
      return side ? `rounded-${side[1]}` : "rounded";
    }
    case "shadow":
      return SHADOW_SIZES.has(rest) || isLength(rest) ? "shadow" : "shadow-color";
    case "ring":
      if (rest === "inset") return "ring-inset";
      if (rest.startsWith("offset-"))
        return isNumber(rest.slice(7)) ? "ring-offset-w" : "ring-offset-color";
      return isNumber(rest) || isLength(rest) ? "ring-w" : "ring-color";
    case "outline":
      if (rest.startsWith("offset-")) return "outline-offset";
      if (LINE_STYLES.has(rest)) return "outline-style";
      return isNumber(rest) || isLength(rest) ? "outline-w" : "outline-color";
    case "flex":
      if (/^(row|row-reverse|col|col-reverse)$/.test(rest)) return "flex-direction";
      if (/^(wrap|wrap-reverse|nowrap)$/.test(rest)) return "flex-wrap";
      return "flex";
    case "select":
      return /^(none|text|all|auto)$/.test(rest) ? "select" : null;
    case "transition":
      return "transition";
    case "animate":
      return /^(spin|ping|pulse|bounce|none)$/.test(rest) ? "animate" : null;
    case "stroke":
      // "stroke-2" is a width, "stroke-red-500" a colour: two properties, both kept.
      return isNumber(rest) || /^\[(length:|number:|\d)/.test(rest)
        ? "stroke-w"
        : rest
          ? "stroke-color"
          : null;
    case "fill":
      return rest ? "fill" : null;
    case "decoration":
      // "decoration-wavy" a style, "decoration-2" a thickness, "decoration-primary" a colour.
      if (/^(solid|double|dotted|dashed|wavy)$/.test(rest)) return "decoration-style";
      if (isNumber(rest) || isLength(rest) || /^(auto|from-font)$/.test(rest))
        return "decoration-thickness";
      if (rest === "clone" || rest === "slice") return "box-decoration";
      return rest ? "decoration-color" : null;
  }
  if (
    head === "content" &&
    !/^(normal|center|start|end|between|around|evenly|baseline|stretch)$/.test(rest)
  )
    return "content-prop";
  // A prefix needs a value ("top-0"); a bare "top" is not a Tailwind class, so it is kept.
  return PREFIXES.find((p) => u.startsWith(`${p}-`)) ?? null;
}
