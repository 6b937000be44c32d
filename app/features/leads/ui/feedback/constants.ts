/** The feedback endpoint (a resource route) and the query flag it sets after a post without JavaScript. */
export const FEEDBACK_ACTION = "/api/feedback";
export const FEEDBACK_FLAG = "feedback";
export const FEEDBACK_MAX = 2_000;
