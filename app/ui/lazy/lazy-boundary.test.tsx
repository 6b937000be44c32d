import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { hydrateLater, laterPartsReady } from "./lazy-boundary.tsx";

function Greeting({ name }: { name: string }) {
  return <p>Bonjour {name}</p>;
}

describe("hydrateLater on the server", () => {
  it("renders the part in place once its code is loaded, never a placeholder streamed later", async () => {
    let loads = 0;
    const Part = hydrateLater(async () => {
      loads++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return Greeting;
    });
    // The code is loaded as soon as the part is defined; the server renders after it.
    await laterPartsReady();
    const html = renderToString(<Part name="Ada" />);
    expect(html).toContain("Bonjour <!-- -->Ada");
    // A Suspense boundary that had to wait would hold a placeholder here.
    expect(html).not.toContain("<template");
    expect(html).toBe("<!--$--><p>Bonjour <!-- -->Ada</p><!--/$-->");
    expect(renderToString(<Part name="Grace" />)).toContain("Grace");
    expect(loads).toBe(1);
  });
});
