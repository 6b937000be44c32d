import { data } from "react-router";

/**
 * An unknown path under an area with its own layout (/admin/…, /dashboard/…): 404, shown by the
 * area's error boundary inside its layout, after the area's guard has run.
 */
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function AreaNotFound() {
  return null;
}
