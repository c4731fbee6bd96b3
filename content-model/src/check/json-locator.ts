// Finds where a field path sits in a JSON file's text, for file:line:column in problems.
import { findNodeAtLocation, parseTree, type Node, type ParseError } from "jsonc-parser";
import { LineIndex } from "./line-index";
import { startOfFile, type Position } from "./problem";

export type Locator = (path: readonly PropertyKey[], key?: string) => Position;

type Segment = string | number;

/** The node at path, or at its nearest parent that exists (a missing field points at the object that lacks it). */
function nearestNode(root: Node, path: readonly PropertyKey[]): Node {
  const segments = path.filter((key): key is Segment => typeof key === "string" || typeof key === "number");
  for (let length = segments.length; length > 0; length -= 1) {
    const node = findNodeAtLocation(root, segments.slice(0, length));
    if (node) return node;
  }
  return root;
}

/** The text is parsed again (with offsets) only when a problem asks for a position: valid files pay nothing. */
export function jsonLocator(text: string): Locator {
  let tree: { root: Node | undefined; lines: LineIndex } | undefined;
  return (path, key) => {
    tree ??= { root: parseTree(text), lines: new LineIndex(text) };
    if (!tree.root) return startOfFile;
    const node = nearestNode(tree.root, path);
    const property =
      key === undefined ? undefined : node.children?.find((child) => child.type === "property" && child.children?.[0]?.value === key);
    return tree.lines.position(property?.offset ?? node.offset);
  };
}

/** Position of the first syntax error, for "not valid JSON" problems. */
export function jsonSyntaxErrorAt(text: string): Position {
  const errors: ParseError[] = [];
  parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  return new LineIndex(text).position(errors[0]?.offset ?? 0);
}
