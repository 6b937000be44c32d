import { describe, expect, it } from "vitest";
import { CHAT_LEAD_ENDPOINT, submitChatLead } from "./lead.ts";
import type { ChatLeadPayload } from "./types.ts";

const payload: ChatLeadPayload = {
  source: "chatbot",
  sessionId: "s1",
  email: "marie@lycee-hugo.fr",
  institution: "Lycée Victor Hugo",
  interests: ["pricing"],
  language: "fr",
  quality: "warm",
  transcript: [{ sender: "user", text: "prix", timestamp: "2026-11-02T09:00:00.000Z" }],
};

function fakeFetch(respond: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return respond();
  }) as unknown as typeof fetch;
  return { impl, calls };
}

describe("submitChatLead", () => {
  it("posts the payload as JSON to the lead endpoint", async () => {
    const { impl, calls } = fakeFetch(() => Response.json({ id: "lead-1" }, { status: 201 }));
    await expect(submitChatLead(payload, impl)).resolves.toEqual({ ok: true, id: "lead-1" });
    expect(calls[0]?.url).toBe(CHAT_LEAD_ENDPOINT);
    expect(CHAT_LEAD_ENDPOINT).toBe("/api/leads/chatbot");
    expect(calls[0]?.init.method).toBe("POST");
    expect(new Headers(calls[0]?.init.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(payload);
  });

  it("accepts a success without a body", async () => {
    const { impl } = fakeFetch(() => new Response(null, { status: 204 }));
    await expect(submitChatLead(payload, impl)).resolves.toEqual({ ok: true });
  });

  it("reports failures by kind", async () => {
    for (const [status, reason] of [
      [400, "invalid"],
      [422, "invalid"],
      [429, "rate_limited"],
      [404, "server"],
      [500, "server"],
    ] as const) {
      const { impl } = fakeFetch(() => new Response("no", { status }));
      await expect(submitChatLead(payload, impl)).resolves.toEqual({ ok: false, reason });
    }
    const offline = (async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    await expect(submitChatLead(payload, offline)).resolves.toEqual({ ok: false, reason: "network" });
  });
});
