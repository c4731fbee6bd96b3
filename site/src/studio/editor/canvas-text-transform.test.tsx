import { isValidElement } from "react";
import { describe, expect, it } from "vitest";
import { blockFieldSets } from "../fields/block-fields";
import { toEditorObject } from "../fields/field-values";
import { canvasTextTransforms } from "./canvas-text-transform";

type Props = { propPath: string; value: string; multiline: boolean; label: string };
const blocks = blockFieldSets();

/** The block's props as the canvas renders them: each field through the transform, as Puck maps them. */
function transformed(type: string, block: Record<string, unknown>) {
  const fields = blocks.get(type) ?? {};
  const values = toEditorObject(fields, block);
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      canvasTextTransforms.custom?.({
        value,
        field: { type: "custom", render: () => <></>, metadata: { canvasText: { blockType: type, field: fields[key] } } },
        componentId: `${type}-0`,
        propPath: key,
        propName: key,
        isReadOnly: false,
      }),
    ]),
  );
}

/** Every text typed on the canvas in these props: its path, and whether it takes new lines. */
function texts(value: unknown, found: [string, boolean][] = []): [string, boolean][] {
  if (isValidElement<Props>(value)) found.push([value.props.propPath, value.props.multiline]);
  else if (Array.isArray(value)) for (const item of value) texts(item, found);
  else if (typeof value === "object" && value !== null) for (const item of Object.values(value)) texts(item, found);
  return found;
}

describe("texts typed on the canvas", () => {
  it("puts every visible text of an intro on the canvas at its path, alt texts and references left to the form", () => {
    const props = transformed("intro", {
      titleLines: ["In-app stories", "that people finish"],
      subtitle: "Onboarding and news.",
      primaryButton: { label: "Request a demo", href: "/sales" },
      image: { src: "/media/hero.svg", alt: "A phone", width: 480, height: 400 },
      partnersTitle: "Trusted by",
      partners: ["northwind-bank"],
    });
    expect(texts(props)).toEqual([
      ["titleLines[0].value", false],
      ["titleLines[1].value", false],
      ["subtitle", true],
      ["primaryButton.label", false],
      ["partnersTitle", false],
    ]);
    expect(props.image).toEqual({ src: "/media/hero.svg", alt: "A phone", width: "480", height: "400" });
    expect(props.partners).toEqual([{ value: "northwind-bank" }]);
  });

  it("reaches cards' texts and list items inside cards, names them as the form does", () => {
    const item = { title: "Product owners", text: "Guide users.", points: ["Onboarding flows"] };
    const props = transformed("forWho", { title: "Made for two teams", items: [item, { ...item, points: [] }] });
    expect(texts(props).map(([path]) => path)).toEqual([
      "title",
      "items[0].title",
      "items[0].text",
      "items[0].points[0].value",
      "items[1].title",
      "items[1].text",
    ]);
    const [first] = props.items as { points: { value: unknown }[] }[];
    expect(isValidElement<Props>(first?.points[0]?.value) && first.points[0].value.props.label).toBe("Items 1: Points 1");
  });

  it("leaves an emptied optional text out (as the file does) and keeps texts the renderer uses as strings in the form", () => {
    expect(texts(transformed("cta", { title: "Start", text: "", button: { label: "Go", href: "/" } })).map(([path]) => path)).toEqual([
      "title",
      "button.label",
    ]);
    const form = transformed("signupEmail", { title: "Sign up", namePlaceholder: "Name", emailPlaceholder: "E-mail", submit: "Send" });
    expect(texts(form).map(([path]) => path)).toEqual(["title"]);
    // A video's address and an e-mail are strings in a format, read by the renderer: not typed on the canvas.
    expect(texts(transformed("videoGuide", { title: "Watch", video: "/media/a.mp4", duration: "4 min" }))).toEqual([["duration", false]]);
    const contact = { title: "Talk to us", text: "We answer.", email: "sales@example.com", demoButton: { label: "Demo", href: "/sales" } };
    expect(texts(transformed("salesBlock", { title: "Sales", contact })).map(([path]) => path)).toEqual([
      "title",
      "contact.title",
      "contact.text",
      "contact.demoButton.label",
    ]);
  });
});
