"use client";
// Create, duplicate, delete from a Studio panel: the request, and why it was refused (the server's reason and the
// problems it would cause, by file).
import type { Problem } from "@storyfront/content-model";
import { useState } from "react";
import { callSite } from "@/api-client/call-site";

type Refusal = { text: string; problems: Problem[] };

/** Posts an action to a Studio route; opens the file it made (or the home landing after a delete), or keeps the refusal. */
export function useStudioAction(call: "studioLandingAction" | "studioDocumentAction", onOpen: (file: string) => void) {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const run = async (body: { action: string } & Record<string, string>) => {
    const answer = await callSite(call, { body });
    if (answer.status !== 200)
      return setRefusal({ text: answer.body.error, problems: "problems" in answer.body ? (answer.body.problems ?? []) : [] });
    onOpen(answer.body.file ?? "landings/home.json");
  };
  return { refusal, run };
}

export function ActionRefusal({ refusal }: { refusal: Refusal | null }) {
  if (!refusal) return null;
  return (
    <div role="alert">
      <p>{refusal.text}</p>
      <ul>
        {refusal.problems.map((problem, index) => (
          <li key={index}>
            <code>{problem.file}</code>
            {problem.path ? ` › ${problem.path}` : ""}: {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
