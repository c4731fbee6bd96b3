// One definition per block: its render form, its content form, and how one becomes the other when their shapes
// differ. The unions, blockTypes and the JSON Schemas are derived from the list of definitions (index.ts).
import { z } from "zod";

/** A block's object schema, tagged by `type: z.literal(...)`. */
export type BlockObject = z.ZodObject<{ type: z.ZodLiteral<string> } & z.ZodRawShape>;

/** What turning a content-form block into its render form may read besides the collections. */
export interface RenderContext {
  /** The MDX text a rich-text `source` names, in the page's locale (undefined when the file is missing). */
  richText: (source: string) => string | undefined;
}

/** A content-form block whose references were replaced by their entries as blocks show them. */
export type ResolvedFields = Record<string, unknown>;

export interface BlockDefinition<R extends BlockObject = BlockObject, C extends BlockObject = BlockObject> {
  type: z.output<R>["type"];
  /** What the renderer takes (and Builder.io sends): everything inline. */
  render: R;
  /** What landing files hold: shared items named by slug (reference(), references()). The render form by default. */
  content: C;
  /** When the render form differs in shape from the resolved content form; undefined leaves the block out. */
  toRender?: (block: ResolvedFields, context: RenderContext) => ResolvedFields | undefined;
}

export function defineBlock<R extends BlockObject, C extends BlockObject = R>(
  render: R,
  options: { content?: C; toRender?: BlockDefinition["toRender"] } = {},
): BlockDefinition<R, C> {
  return {
    type: render.shape.type.value as z.output<R>["type"],
    render,
    content: (options.content ?? render) as C,
    toRender: options.toRender,
  };
}

type Renders<D> = { readonly [K in keyof D]: D[K] extends BlockDefinition<infer R, BlockObject> ? R : never };
type Contents<D> = { readonly [K in keyof D]: D[K] extends BlockDefinition<BlockObject, infer C> ? C : never };

/** The render-form union, the content-form union and the types, from a list of definitions. */
export function blockUnions<const D extends readonly [BlockDefinition, ...BlockDefinition[]]>(definitions: D) {
  return {
    blockSchema: z.discriminatedUnion("type", definitions.map((definition) => definition.render) as unknown as Renders<D>),
    landingBlockSchema: z.discriminatedUnion("type", definitions.map((definition) => definition.content) as unknown as Contents<D>),
    blockTypes: definitions.map((definition) => definition.type) as D[number]["type"][],
  };
}
