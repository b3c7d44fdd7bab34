import { createElement, type SVGProps } from "react";

/** An icon's drawing: Lucide's [tag, attributes] list on a 24×24 grid. */
export type IconNode = [string, Record<string, string>][];
type IconProps = SVGProps<SVGSVGElement>;

/** An icon's shapes as elements: the children of its <svg>, or of its sprite <symbol>. */
export const iconShapes = (node: IconNode) =>
  node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }));

/**
 * A Lucide icon as a component, drawn the way lucide-react draws it (same attributes and
 * "lucide lucide-<name>" classes) with none of its runtime. Decorative unless it is given a name.
 */
export function icon(name: string, node: IconNode): IconComponent {
  function Icon({ className, ...props }: IconProps) {
    const named = props["aria-label"] || props["aria-labelledby"] || props.role;
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: 24,
        height: 24,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        "aria-hidden": named ? undefined : "true",
        ...props,
        className: className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`,
      },
      iconShapes(node),
    );
  }
  return Object.assign(Icon, { iconName: name, node });
}

/** An icon component with its drawing, which IconSprite can draw once for a whole screen. */
export type IconComponent = ((props: IconProps) => ReturnType<typeof createElement>) & {
  iconName: string;
  node: IconNode;
};
