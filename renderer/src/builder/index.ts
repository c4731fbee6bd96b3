// Builder.io entry: import from "@storyfront/renderer/builder" only where Builder content renders.
export { BuilderContent, type BuilderContentProps } from "./builder-content";
export { builderComponentName, storyfrontBuilderComponents } from "./storyfront-blocks";
export { blockInputs } from "./schema-to-inputs";
