import type { HeadersFunction } from "react-router";

/**
 * The `headers` of a page whose form can answer "try again later" (a limit reached: 429; the
 * database unavailable: 503): the action's Retry-After reaches the browser with the page, even
 * without JavaScript. React Router forwards the cookies itself; other headers need this.
 */
export const forwardRetryAfter: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
