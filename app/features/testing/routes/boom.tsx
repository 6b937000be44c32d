/**
 * End-to-end tests only: a page whose loader fails, to check the 500 error page (issue 2: "the
 * server answers 500 with it, without leaking a stack trace"). `app/routes.ts` registers it only when
 * the build runs with `E2E=1`, and the loader answers 404 unless the server also runs with `E2E=1`,
 * so a production server never exposes it.
 */
export function loader(): never {
  if (process.env.E2E !== "1") throw new Response(null, { status: 404 });
  // The end-to-end test checks that this message and its stack stay on the server.
  throw new Error("test-only failure: this text must never reach the visitor");
}

export default function Boom() {
  return null;
}
