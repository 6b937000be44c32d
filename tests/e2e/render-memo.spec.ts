import type { APIRequestContext, APIResponse } from "@playwright/test";
import { MEMO_HEADER } from "#app/lib/render-memo.server.ts";
import { signUp, uniqueEmail } from "./accounts.ts";
import { apiContext, expect as baseExpect, test } from "./fixtures.ts";

// Sign-ups wait for a password hash on the server: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Issue 10, performance: a signed-in page whose loaders return what they returned for the last
 * request of the same URL is sent from the render memo (app/lib/render-memo.server.ts). The
 * memo must never show anything its loaders would not: each request carries its own nonce, a
 * change of the data shows at once, and one customer's page is never another's.
 */

const NONCE = /nonce="([^"]+)"/g;

async function load(api: APIRequestContext, path: string) {
  const res = await api.get(path, { maxRedirects: 0 });
  return { res, html: await res.text() };
}

function noncesOf(html: string): Set<string> {
  return new Set([...html.matchAll(NONCE)].map((m) => m[1]!));
}

/** The CSP nonce of the answer, which every inline script of its page must carry. */
function cspNonce(res: APIResponse): string {
  const nonce = /'nonce-([^']+)'/.exec(res.headers()["content-security-policy"] ?? "")?.[1];
  expect(nonce, "a nonce in the CSP").toBeTruthy();
  return nonce!;
}

test.describe("render memo", () => {
  test("same data: the page comes from the memo with this request's nonce; new data: rendered again", async () => {
    const email = uniqueEmail("memo");
    const camille = await signUp(email, { institution: "Collège du Memo", firstName: "Camille" });
    const path = "/dashboard/profile";

    const first = await load(camille, path);
    expect(first.res.status()).toBe(200);
    expect(first.res.headers()[MEMO_HEADER.toLowerCase()]).toBe("miss");
    const second = await load(camille, path);
    expect(second.res.headers()[MEMO_HEADER.toLowerCase()]).toBe("hit");

    // The very same page, but for each request its own nonce, which its CSP names.
    const firstNonce = cspNonce(first.res);
    const secondNonce = cspNonce(second.res);
    expect(secondNonce).not.toBe(firstNonce);
    expect(noncesOf(first.html)).toEqual(new Set([firstNonce]));
    expect(noncesOf(second.html)).toEqual(new Set([secondNonce]));
    expect(second.html.split(secondNonce).join("N")).toBe(first.html.split(firstNonce).join("N"));
    expect(second.html).toContain(email);

    // A change of the data shows at once.
    const saved = await camille.post(path, {
      form: { intent: "profile", firstName: "Dominique", lastName: "Durand", language: "fr" },
      maxRedirects: 0,
    });
    expect(saved.status()).toBeLessThan(400);
    const changed = await load(camille, path);
    expect(changed.res.headers()[MEMO_HEADER.toLowerCase()]).toBe("miss");
    expect(changed.html).toContain('value="Dominique"');
    expect(changed.html).not.toContain('value="Camille"');

    // Another customer on the same URL gets a page of their own, never Camille's.
    const otherEmail = uniqueEmail("memo-other");
    const other = await signUp(otherEmail, { institution: "Lycée de l'Autre", firstName: "Sacha" });
    const theirs = await load(other, path);
    expect(theirs.res.headers()[MEMO_HEADER.toLowerCase()]).toBe("miss");
    expect(theirs.html).toContain(otherEmail);
    expect(theirs.html).not.toContain(email);

    // Signed out, the loaders still run: the memo never answers for a session that has ended.
    const out = await camille.post("/auth", { form: { intent: "sign-out" }, maxRedirects: 0 });
    expect(out.status()).toBe(302);
    const after = await load(camille, path);
    expect(after.res.status()).toBe(302);
    expect(after.html).not.toContain(email);
    await Promise.all([camille.dispose(), other.dispose()]);
  });

  test("a page with a form token is rendered for each request, each with its own token", async () => {
    const api = await apiContext();
    // A query string keeps the anonymous render cache out of the way: the memo alone is tested.
    const pages = [await load(api, "/contact?memo=1"), await load(api, "/contact?memo=1")];
    const tokens = pages.map(({ html }) => /name="_token" value="([^"]+)"/.exec(html)?.[1]);
    expect(tokens[0]).toBeTruthy();
    expect(tokens[1]).toBeTruthy();
    expect(tokens[1]).not.toBe(tokens[0]);
    for (const { res } of pages) expect(res.headers()[MEMO_HEADER.toLowerCase()]).not.toBe("hit");
    await api.dispose();
  });
});
