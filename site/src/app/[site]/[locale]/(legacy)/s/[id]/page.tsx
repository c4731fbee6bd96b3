import { apiItemRoute } from "@/views/api-page/api-item-route";

// Rendered on first request, then cached and refreshed like every API page (ISR), not per request.
export function generateStaticParams() {
  return [];
}

/** /s/{id}: a short item (any API page, landing pages of type 9 included) with the project's story styles. */
const route = apiItemRoute("/s", "item", "landing");
export const generateMetadata = route.generateMetadata;
export default route.ApiItemPage;
