import { describe, expect, it } from "vitest";
import { accountAreaOf, canDeleteTags, canEditTags, canReadLeads, canReadVitals, mayEnter } from "./permissions";

const user = (roles: string[], permissions: string[]) => ({
  adminRoles: Object.fromEntries(roles.map((role) => [role, role])),
  adminPermissions: Object.fromEntries(permissions.map((permission) => [permission, permission])),
});

describe("account permissions (the API's rule, api/README.md)", () => {
  it("lets administrators, managers and page editors edit tags", () => {
    expect(canEditTags(user(["administrator"], []))).toBe(true);
    expect(canEditTags(user(["manager"], []))).toBe(true);
    expect(canEditTags(user([], ["page-edit"]))).toBe(true);
    expect(canEditTags(user([], ["project-view", "setting"]))).toBe(false);
    expect(canEditTags(user([], []))).toBe(false);
  });

  it("lets only administrators and holders of setting delete", () => {
    expect(canDeleteTags(user(["administrator"], []))).toBe(true);
    expect(canDeleteTags(user([], ["setting"]))).toBe(true);
    expect(canDeleteTags(user(["manager"], ["page-edit"]))).toBe(false);
  });

  it("shows leads to managers and administrators only", () => {
    expect(canReadLeads(user(["manager"], []))).toBe(true);
    expect(canReadLeads(user(["administrator"], []))).toBe(true);
    expect(canReadLeads(user([], ["page-edit", "setting"]))).toBe(false);
  });

  it("shows the Speed screen (field data) to managers and administrators only", () => {
    expect(canReadVitals(user(["manager"], []))).toBe(true);
    expect(canReadVitals(user(["administrator"], []))).toBe(true);
    expect(canReadVitals(user([], ["page-edit", "setting"]))).toBe(false);
    expect(mayEnter("speed", user([], []))).toBe(false);
  });

  it("knows which page needs which right", () => {
    expect(accountAreaOf("/profile")).toBe("profile");
    expect(accountAreaOf("/admin/tags")).toBe("tags");
    expect(accountAreaOf("/admin/tag-groups")).toBe("tagGroups");
    expect(accountAreaOf("/admin/leads")).toBe("leads");
    expect(accountAreaOf("/admin/speed")).toBe("speed");
    expect(accountAreaOf("/admin/tagsx")).toBeNull();
    expect(accountAreaOf("/pricing")).toBeNull();
    expect(mayEnter("profile", user([], []))).toBe(true);
    expect(mayEnter("tags", user([], []))).toBe(false);
  });
});
