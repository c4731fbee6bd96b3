// Loads the demo data: replaces everything in the database with the demo site's content, users and settings.
import type { ApiLocale, ImageVariants, TagLanguage } from "@storyfront/schemas";
import { PageType } from "@storyfront/schemas";
import type { Database, Queryable } from "../db/database";
import { hashPassword } from "../auth/password";
import { defaultScryptCost } from "../app-options";
import { demoBlogPosts, demoBlogTranslations, demoRussianPosts, type DemoPost } from "./demo-blog";
import { demoBlogCategories, demoLandingCategories, demoOtherCategories, demoTagGroups, demoTags } from "./demo-catalogue";
import { demoFaq, demoGlossary, demoLandings, demoPressReleases, demoWebStories, landingBody, type DemoSimplePage } from "./demo-pages";
import {
  demoInvites,
  demoLandingConfig,
  demoProjects,
  demoSalesLogicRules,
  demoTariffs,
  demoTariffTranslations,
  demoUsers,
} from "./demo-settings";

export type SeedOptions = { scryptCost?: number; now?: number };

const tables = [
  "page_client_event",
  "page_translation",
  "page",
  "category_translation",
  "category",
  "tag",
  "tag_group",
  "auth_token",
  "project_invite",
  "user_project",
  "app_user",
  "project",
  "setting",
  "displayed_tariff_translation",
  "displayed_tariff",
  "sales_logic_rule",
  "lead_delivery",
  "lead",
  "two_factor_ticket",
  "account_token",
  "mail_outbox",
];

const day = 86400;
/** The demo authors, each with their role in every language an article may be in (the byline shows it). */
const authors: { name: string; subtitle: Record<ApiLocale, string> }[] = [
  {
    name: "Nora Quill",
    subtitle: {
      en: "Content lead",
      fr: "Responsable des contenus",
      de: "Content-Leiterin",
      es: "Responsable de contenidos",
      ru: "Руководитель контента",
    },
  },
  {
    name: "Theo Marsh",
    subtitle: { en: "Product manager", fr: "Chef de produit", de: "Produktmanager", es: "Gerente de producto", ru: "Менеджер продукта" },
  },
  {
    name: "Iris Vale",
    subtitle: {
      en: "Growth analyst",
      fr: "Analyste croissance",
      de: "Wachstumsanalystin",
      es: "Analista de crecimiento",
      ru: "Аналитик роста",
    },
  },
  {
    name: "Sam Ortega",
    subtitle: {
      en: "Developer advocate",
      fr: "Relations développeurs",
      de: "Entwicklerbetreuer",
      es: "Relaciones con desarrolladores",
      ru: "Евангелист для разработчиков",
    },
  },
];

/** Demo covers are SVG files the site serves under /media/blog/ (cover-01.svg … cover-12.svg). */
export function demoImage(index: number): ImageVariants {
  const url = `/media/blog/cover-${String((index % 12) + 1).padStart(2, "0")}.svg`;
  return { webp: url, square: url, desktop: url, tablet: url, phone: url };
}

/** One language of a demo page; `navLabel` is a landing page's short label in menus. */
type Translation = { language: ApiLocale; title: string; description: string; content: string; navLabel?: string };
type PageInsert = {
  slug: string;
  type: number;
  order?: number;
  createdAt: number;
  categoryIds: number[];
  tagIds?: number[];
  imageIndex?: number;
  author?: number;
  storyCover?: string;
  isActive?: boolean;
  translations: Translation[];
};

async function insertPage(tx: Queryable, page: PageInsert) {
  const author = page.author === undefined ? undefined : authors[page.author % authors.length];
  const image = page.imageIndex === undefined ? null : demoImage(page.imageIndex);
  const [row] = await tx.query<{ id: number }>(
    `insert into page (slug, type, "order", is_active, image, image_square, author_image, author, author_subtitle, story_cover,
       category_ids, tag_ids, views, created_at, updated_at)
     values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11::int[], $12::int[], $13, $14, $15) returning id`,
    [
      page.slug,
      page.type,
      page.order ?? 0,
      page.isActive ?? true,
      image ? JSON.stringify(image) : null,
      image?.square ?? null,
      page.author === undefined ? null : `/media/blog/author-${(page.author % authors.length) + 1}.svg`,
      author?.name ?? null,
      author?.subtitle.en ?? null,
      page.storyCover ?? null,
      page.categoryIds,
      page.tagIds ?? [],
      (page.createdAt % 997) + 12,
      page.createdAt,
      page.createdAt + 3600,
    ],
  );
  for (const t of page.translations) {
    await tx.query(
      `insert into page_translation (page_id, language, title, description, content, seo_title, seo_keywords, seo_description,
         nav_label, author_subtitle)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        row?.id,
        t.language,
        t.title,
        t.description,
        t.content,
        `${t.title} | Storyfront`,
        "in-app stories, mobile marketing",
        t.description,
        t.navLabel ?? null,
        author?.subtitle[t.language] ?? null,
      ],
    );
  }
  await tx.query("update page set languages = $2::text[] where id = $1", [row?.id, page.translations.map((t) => t.language).sort()]);
}

const headings: Record<ApiLocale, string> = {
  en: "The key point",
  fr: "L'essentiel",
  de: "Das Wichtigste",
  es: "Lo esencial",
  ru: "Главное",
};

const articleBody = (language: ApiLocale, description: string, point: string) =>
  `<p>${description}</p>\n<h2>${headings[language]}</h2>\n<p>${point}</p>`;

const simpleBody = (page: DemoSimplePage) => `<p>${page.body}</p>`;

const languagesOf = (names: Partial<Record<ApiLocale, string>>): TagLanguage[] =>
  Object.entries(names).map(([languageCode, name]) => ({ languageCode: languageCode as ApiLocale, name: name ?? "" }));

/** A category's meta title and description in its own language (search results show them). */
const categorySeo: Record<ApiLocale, (title: string) => { title: string; description: string }> = {
  en: (title) => ({ title: `${title} | Storyfront blog`, description: `${title}: articles from the Storyfront team.` }),
  fr: (title) => ({ title: `${title} | Blog Storyfront`, description: `${title}\u00a0: les articles de l'équipe Storyfront.` }),
  de: (title) => ({ title: `${title} | Storyfront-Blog`, description: `${title}: Artikel vom Storyfront-Team.` }),
  es: (title) => ({ title: `${title} | Blog de Storyfront`, description: `${title}: artículos del equipo de Storyfront.` }),
  ru: (title) => ({ title: `${title} | Блог Storyfront`, description: `${title}: статьи команды Storyfront.` }),
};

async function insertCategory(tx: Queryable, slug: string, type: number, position: number, titles: Partial<Record<ApiLocale, string>>) {
  const [row] = await tx.query<{ id: number }>("insert into category (slug, type, position) values ($1, $2, $3) returning id", [
    slug,
    type,
    position,
  ]);
  for (const [language, title = ""] of Object.entries(titles)) {
    const seo = categorySeo[language as ApiLocale](title);
    await tx.query(
      "insert into category_translation (category_id, language, title, seo_title, seo_keywords, seo_description) " +
        "values ($1, $2, $3, $4, $5, $6)",
      [row?.id, language, title, seo.title, title.toLowerCase(), seo.description],
    );
  }
  return row?.id ?? 0;
}

export async function seedDemoData(db: Database, options: SeedOptions = {}) {
  const scryptCost = options.scryptCost ?? defaultScryptCost;
  const now = options.now ?? Math.floor(Date.UTC(2026, 10, 20) / 1000);
  // Trial days count from when the demo data is loaded (not from the fixed content date), so a fresh demo always
  // shows the same days left.
  const seededAt = options.now ?? Math.floor(Date.now() / 1000);
  const passwordHashes = await Promise.all(demoUsers.map((user) => hashPassword(user.password, scryptCost)));

  await db.transaction(async (tx) => {
    await tx.query(`truncate ${tables.join(", ")} restart identity cascade`);

    const categoryIds = new Map<string, number>();
    for (const [index, category] of demoBlogCategories.entries()) {
      categoryIds.set(`blog:${category.slug}`, await insertCategory(tx, category.slug, PageType.blog, index + 1, category.titles));
    }
    for (const [index, category] of demoLandingCategories.entries()) {
      categoryIds.set(`lp:${category.slug}`, await insertCategory(tx, category.slug, PageType.landingPage, index + 1, category.titles));
    }
    for (const [index, category] of demoOtherCategories.entries()) {
      categoryIds.set(`other:${category.slug}`, await insertCategory(tx, category.slug, category.type, index + 1, category.titles));
    }

    const groupIds = new Map<string, number>();
    for (const [index, group] of demoTagGroups.entries()) {
      const [row] = await tx.query<{ id: number }>(
        'insert into tag_group (key, "order", languages) values ($1, $2, $3::jsonb) returning id',
        [group.key, index + 1, JSON.stringify(languagesOf(group.names))],
      );
      groupIds.set(group.key, row?.id ?? 0);
    }
    const tagIds = new Map<string, number>();
    for (const [index, tag] of demoTags.entries()) {
      const [row] = await tx.query<{ id: number }>(
        'insert into tag (key, slug, "order", group_id, languages) values ($1, $2, $3, $4, $5::jsonb) returning id',
        [tag.slug.replace(/-/g, "_"), tag.slug, index + 1, groupIds.get(tag.group), JSON.stringify(languagesOf(tag.names))],
      );
      tagIds.set(tag.slug, row?.id ?? 0);
    }

    const blogPage = (post: DemoPost, index: number, translations: Translation[]): PageInsert => ({
      slug: post.slug,
      type: PageType.blog,
      createdAt: now - (index + 1) * 4 * day - (index % 7) * 3600,
      categoryIds: [categoryIds.get(`blog:${post.category}`) ?? 0],
      tagIds: post.tags.map((slug) => tagIds.get(slug) ?? 0),
      imageIndex: index,
      author: index,
      translations,
    });
    for (const [index, post] of demoBlogPosts.entries()) {
      const translations: Translation[] = [
        { language: "en", title: post.title, description: post.description, content: articleBody("en", post.description, post.point) },
      ];
      for (const [language, text] of Object.entries(demoBlogTranslations[post.slug] ?? {})) {
        translations.push({
          language: language as ApiLocale,
          title: text.title,
          description: text.description,
          content: articleBody(language as ApiLocale, text.description, text.point),
        });
      }
      await insertPage(tx, blogPage(post, index, translations));
    }
    for (const [index, post] of demoRussianPosts.entries()) {
      await insertPage(
        tx,
        blogPage(post, index * 5 + 2, [
          { language: "ru", title: post.title, description: post.description, content: articleBody("ru", post.description, post.point) },
        ]),
      );
    }
    // An unpublished draft: public calls never show it.
    await insertPage(tx, {
      ...blogPage(
        {
          slug: "draft-upcoming-feature",
          category: "product-updates",
          tags: [],
          title: "Draft: an upcoming feature",
          description: "Not published yet.",
          point: "Still being written.",
        },
        0,
        [],
      ),
      isActive: false,
      translations: [
        { language: "en", title: "Draft: an upcoming feature", description: "Not published yet.", content: "<p>Still being written.</p>" },
      ],
    });

    const simple = (page: DemoSimplePage): Translation[] => [
      { language: "en", title: page.title, description: page.description, content: simpleBody(page) },
    ];
    for (const [index, page] of demoPressReleases.entries()) {
      await insertPage(tx, {
        slug: page.slug,
        type: PageType.pressRelease,
        createdAt: now - (index + 1) * 30 * day,
        categoryIds: [categoryIds.get("other:press") ?? 0],
        imageIndex: index + 3,
        translations: simple(page),
      });
    }
    for (const [index, page] of demoWebStories.entries()) {
      await insertPage(tx, {
        slug: page.slug,
        type: PageType.webStory,
        order: page.order,
        createdAt: now - (index + 1) * 6 * day,
        categoryIds: [categoryIds.get("other:web-stories") ?? 0],
        imageIndex: index + 5,
        storyCover: `/media/blog/story-${String(index + 1).padStart(2, "0")}.svg`,
        translations: simple(page),
      });
    }
    for (const [index, page] of demoFaq.entries()) {
      await insertPage(tx, {
        slug: page.slug,
        type: PageType.faq,
        order: index + 1,
        createdAt: now - 200 * day + index,
        categoryIds: [categoryIds.get("other:faq") ?? 0],
        translations: simple(page),
      });
    }
    for (const [index, page] of demoGlossary.entries()) {
      await insertPage(tx, {
        slug: page.slug,
        type: PageType.glossary,
        order: index + 1,
        createdAt: now - 210 * day + index,
        categoryIds: [categoryIds.get("other:glossary") ?? 0],
        translations: simple(page),
      });
    }
    for (const [index, page] of demoLandings.entries()) {
      await insertPage(tx, {
        slug: page.slug,
        type: PageType.landingPage,
        order: index + 1,
        createdAt: now - 100 * day - index * day,
        categoryIds: [categoryIds.get(`lp:${page.category}`) ?? 0],
        imageIndex: index,
        translations: [
          { language: "en", title: page.title, description: page.description, content: landingBody(page), navLabel: page.navLabel },
        ],
      });
    }

    for (const [index, tariff] of demoTariffs.entries()) {
      const [row] = await tx.query<{ id: number }>(
        "insert into displayed_tariff (position, name, description, cost, cost_numeric, options_title, options, button, featured) " +
          "values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9) returning id",
        [
          index + 1,
          tariff.name,
          tariff.description,
          tariff.cost,
          tariff.cost_numeric,
          tariff.options_title,
          JSON.stringify(tariff.options),
          JSON.stringify(tariff.button),
          tariff.featured,
        ],
      );
      for (const [language, texts] of Object.entries(demoTariffTranslations)) {
        const text = texts[index];
        if (!text) continue;
        await tx.query(
          "insert into displayed_tariff_translation " +
            "(tariff_id, language, name, description, cost, options_title, options, button_text) " +
            "values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)",
          [row?.id, language, text.name, text.description, text.cost, text.options_title, JSON.stringify(text.options), text.button],
        );
      }
    }
    await tx.query("insert into setting (key, value) values ('lp_config', $1::jsonb)", [JSON.stringify(demoLandingConfig)]);
    for (const rule of demoSalesLogicRules) {
      await tx.query("insert into sales_logic_rule (network, behavior) values ($1::cidr, $2::jsonb)", [
        rule.network,
        JSON.stringify(rule.behavior),
      ]);
    }

    const projectIds = new Map<string, number>();
    for (const project of demoProjects) {
      const { mode, tariff, trialDaysLeft } = project.subscription;
      const [row] = await tx.query<{ id: number }>(
        "insert into project (slug, title, story_styles, subscription_mode, trial_tariff, trial_ends_at) " +
          "values ($1, $2, $3, $4, $5, $6) returning id",
        [project.slug, project.title, project.storyStyles, mode, tariff, trialDaysLeft === null ? null : seededAt + trialDaysLeft * day],
      );
      projectIds.set(project.slug, row?.id ?? 0);
    }
    const userIds: number[] = [];
    for (const [index, user] of demoUsers.entries()) {
      const [row] = await tx.query<{ id: number }>(
        `insert into app_user (username, email, password_hash, first_name, last_name, admin_roles, admin_permissions, locale, company_name,
           company_domain, new_notification_count, active_project_id, created_at, confirmed_at, two_factor_secret)
         values ($1, $2, $3, $4, $5, $6::text[], $7::text[], 'en', 'Demo Company', 'example.com', $8, $9, $10, $10, $11) returning id`,
        [
          user.username,
          user.email,
          passwordHashes[index],
          user.firstName,
          user.lastName,
          user.roles,
          user.permissions,
          index + 1,
          projectIds.get(user.activeProject),
          now,
          user.twoFactorSecret ?? null,
        ],
      );
      userIds.push(row?.id ?? 0);
      for (const project of user.projects) {
        await tx.query("insert into user_project (user_id, project_id) values ($1, $2)", [row?.id, projectIds.get(project)]);
      }
    }
    for (const invite of demoInvites) {
      await tx.query("insert into project_invite (code, project_id, used_at, used_by) values ($1, $2, $3, $4)", [
        invite.code,
        projectIds.get(invite.project),
        invite.used ? now - 3 * day : null,
        invite.used ? userIds[2] : null,
      ]);
    }
  });
  // PGlite runs no autovacuum: fresh statistics keep the planner on the indexes.
  await db.exec("analyze");
}
