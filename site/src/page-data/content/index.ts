// Typed, validated content for the site's server components. Reads content/ from disk at build time.
export { ContentError, contentRoot, loadContent } from "./load-content";
export {
  getLanding,
  getLandingByPath,
  getSolution,
  hasLandingAt,
  hasSolution,
  listFeatures,
  listIndustries,
  solutionNavLabels,
  listLandings,
  listSolutionSlugs,
  type LandingPage,
  type SolutionPage,
} from "./landings";
export { getCaseStudy, getPlacedBlocks, getWhitePaper, listAddons, listCaseStudies, listLogos, listWhitePapers } from "./library";
export { getFaq, getLegalPage, getPricing, getSiteSettings } from "./pages";
