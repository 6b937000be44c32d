import type { ReactElement, SVGProps } from "react";
import spriteUrl from "./icons.svg?url";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;
export type IconComponent = (props: IconProps) => ReactElement;

/**
 * An icon of the site's sprite (`icons.svg`, built from lucide's drawings by
 * `scripts/build-icon-sprite.ts` with exactly the icons the code names). A page carries one short
 * `<use>` reference per icon instead of its whole drawing, and the scripts carry only the name.
 *
 *   const Mail = spriteIcon("mail");
 *   <Mail aria-hidden="true" className="size-5" />
 *
 * Decorative by default (`aria-hidden`), like lucide's own components. The `icon` class (app.css)
 * gives lucide's stroke in the text's colour and a default size; size classes override it.
 */
export function spriteIcon(name: string): IconComponent {
  function SpriteIcon({ className, ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className={className ? `icon ${className}` : "icon"}
        {...props}
      >
        <use href={`${spriteUrl}#${name}`} />
      </svg>
    );
  }
  SpriteIcon.displayName = `Icon(${name})`;
  return SpriteIcon;
}
