/** The webinar registration endpoint and the query flag it sets after a post without JavaScript. */
export const WEBINAR_ACTION = "/api/webinar-registration";
export const WEBINAR_FLAG = "inscription";
