"use client";
// Why a create, duplicate or delete was refused: the server's reason and the problems it would cause, by file.
import type { Problem } from "@storyfront/content-model";

export type Refusal = { text: string; problems: Problem[] };

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
