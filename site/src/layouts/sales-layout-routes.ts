/** Routes rendered in the sales/auth layout (spec §2.2). All but /sales itself are noindex. */
export const salesLayoutRoutes = [
  "/sales",
  "/quick-demo",
  "/invite",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/confirm-email",
] as const;

export function isSalesLayoutRoute(routePath: string): boolean {
  return salesLayoutRoutes.some((route) => routePath === route || routePath.startsWith(`${route}/`));
}
