"use client";
// The Puck configuration, made from the schemas: one component per landing block type, rendered by the
// renderer's registry, with fields generated from the block's content schema.
import type { Config } from "@puckeditor/core";
import type { ReactNode } from "react";
import { emptyObject } from "../fields/empty-value";
import { labelFor } from "../fields/label-for";
import type { LandingFields } from "./landing-data";
import type { FieldSet } from "../fields/block-fields";
import { CanvasBlock } from "./canvas-block";
import { CatalogueCanvas } from "./catalogue-canvas";
import { puckFields } from "./puck-fields";

/** A catalogue entry: no blocks of its own, the root's fields make the whole page through the template. */
export function catalogueConfig(fields: FieldSet): Config {
  return {
    components: {},
    root: {
      fields: puckFields(fields),
      render: (props: Record<string, unknown>) => <CatalogueCanvas props={props} fields={fields} />,
    },
  };
}

export function studioConfig(fields: LandingFields): Config {
  const components: Config["components"] = {};
  for (const [type, set] of fields.blocks) {
    components[type] = {
      label: labelFor(type),
      // The block draws its own draggable wrapper (canvas-block.tsx), so Puck adds no interactive div around it.
      inline: true,
      fields: puckFields(set, type),
      defaultProps: emptyObject(set),
      render: (props: Record<string, unknown>) => <CanvasBlock type={type} props={props} fields={set} />,
    };
  }
  return {
    components,
    root: {
      fields: puckFields(fields.root),
      render: ({ children }: { children: ReactNode }) => <main>{children}</main>,
    },
  };
}
