// Defence in depth behind the content checker: JSX naming anything but a registered component (raw HTML
// such as <script> or <iframe> included) is dropped from the tree before it can render.

interface TreeNode {
  type: string;
  name?: string | null;
  children?: TreeNode[];
}

const jsxTypes = new Set(["mdxJsxFlowElement", "mdxJsxTextElement"]);

function prune(node: TreeNode, allowed: ReadonlySet<string>) {
  if (!node.children) return;
  node.children = node.children.filter((child) => !jsxTypes.has(child.type) || (child.name != null && allowed.has(child.name)));
  for (const child of node.children) prune(child, allowed);
}

/** A remark plugin keeping only JSX elements named in `allowed`. */
export function keepRegisteredJsx(allowed: readonly string[]) {
  const names = new Set(allowed);
  return () => (tree: TreeNode) => prune(tree, names);
}
