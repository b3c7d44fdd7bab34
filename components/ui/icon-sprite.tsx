import { iconShapes, type IconComponent } from "./icon";

// Icons drawn many times on one screen (each task row's grip, reschedule, star and edit) are
// drawn once, as <symbol>s of one hidden <svg>, and each copy is a <use> of its symbol: a row's
// four inline icons were 2.1 kB of its 5.2 kB of HTML and ~25 elements to hydrate (issue 30).
// The stroke and fill that lucide writes on every <svg> come from the .ui-icon class instead
// (app/globals.css), and reach the symbol's shapes by inheritance, so `fill-*` and `text-*`
// utilities on a copy still colour it.

const symbolId = (icon: IconComponent) => `icon-${icon.iconName}`;

/** The symbols for `icons`; render it once, beside everything that draws them with UseIcon. */
export function IconSprite({ icons }: { icons: IconComponent[] }) {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      {icons.map((icon) => (
        <symbol key={icon.iconName} id={symbolId(icon)} viewBox="0 0 24 24">
          {iconShapes(icon.node)}
        </symbol>
      ))}
    </svg>
  );
}

/** A decorative copy of an icon whose symbol an IconSprite on the page holds; size it by class. */
export function UseIcon({ of, className }: { of: IconComponent; className?: string }) {
  return (
    // Joined, not merged: a row draws four of these, and the caller's classes never clash with them.
    <svg
      aria-hidden="true"
      className={`ui-icon lucide lucide-${of.iconName}${className ? ` ${className}` : ""}`}
    >
      <use href={`#${symbolId(of)}`} />
    </svg>
  );
}
