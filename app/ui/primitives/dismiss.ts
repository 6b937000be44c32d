/**
 * Closing what floats over the page (menus, dialogs, dropdowns): Escape, and a pointer press
 * outside. Layers stack in the order they open, and only the top one answers (Escape in a menu
 * inside the chat closes the menu, not the chat; a press outside both closes the menu first).
 * Plain DOM, shared by the React primitives and the desktop menu's controller.
 */
export interface Layer {
  /** The elements a pointer press may land in without closing the layer. */
  readonly inside: () => readonly (Node | null | undefined)[];
  readonly onEscape?: (event: KeyboardEvent) => void;
  readonly onOutside?: (event: PointerEvent) => void;
}

const layers: Layer[] = [];

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== "Escape" || event.defaultPrevented) return;
  layers.findLast((layer) => layer.onEscape)?.onEscape?.(event);
}

function onPointerDown(event: PointerEvent) {
  const layer = layers.findLast((l) => l.onOutside);
  const target = event.target as Node;
  if (layer && !layer.inside().some((el) => el?.contains(target))) layer.onOutside?.(event);
}

/** Adds a layer on top; returns its removal. */
export function listenDismiss(layer: Layer): () => void {
  if (layers.length === 0) {
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
  }
  layers.push(layer);
  return () => {
    const index = layers.indexOf(layer);
    if (index !== -1) layers.splice(index, 1);
    if (layers.length === 0) {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    }
  };
}
