/** A link of the site chrome, already in its visible (localized) form. */
export type NavLink = { label: string; href: string; external?: boolean };

export type NavGroup = { id: string; label: string; items: NavLink[] };

export type FeaturedArticle = { title: string; href: string; image: string | null };

/** Everything the header's client island needs, computed on the server so pages stay static. */
export type HeaderNav = {
  home: string;
  /** null where the Solutions menu does not exist (ru, and com outside English). */
  solutions: NavGroup[] | null;
  resources: { links: NavLink[]; categories: NavLink[]; featured: FeaturedArticle | null };
  links: NavLink[];
  pricing: NavLink;
  sales: string;
  signIn: string;
  console: string;
};
