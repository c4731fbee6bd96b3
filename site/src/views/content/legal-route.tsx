// The Studio's page preview (studio/pages/page-preview.tsx) imports LegalArticle from here; the legal pages'
// view lives in legal-article.tsx.
export { LegalArticle } from "./legal-article";
