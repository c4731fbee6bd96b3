// @vitest-environment jsdom
import { hydrateAfterTyping } from "@storyfront/renderer/test-utils.tsx";
import { act, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { TextField } from "./text-field";

function EmailForm({ onSend }: { onSend: (email: string) => void }) {
  const [email, setEmail] = useState("");
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(email);
      }}
    >
      <TextField label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <button type="submit">Send</button>
    </form>
  );
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("a text field typed into before the page hydrated", () => {
  it("keeps what the visitor typed and sends it", async () => {
    const sent: string[] = [];
    // The visitor types while the page's scripts are still on their way.
    const container = await hydrateAfterTyping(<EmailForm onSend={(email) => sent.push(email)} />, ["ada@example.com"]);
    await act(async () => container.querySelector("button")!.click());

    expect(container.querySelector("input")!.value).toBe("ada@example.com");
    expect(sent).toEqual(["ada@example.com"]);
  });
});
