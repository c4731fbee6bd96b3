// Next declares CSS Modules for the site; the renderer type-checks on its own, so it declares them too.
declare module "*.module.css" {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
