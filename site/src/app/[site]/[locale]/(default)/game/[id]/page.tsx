import { apiItemRoute } from "@/views/api-page/api-item-route";

// Rendered on first request, then cached and refreshed like every API page (ISR), not per request.
export function generateStaticParams() {
  return [];
}

/** /game/{id}: a game with the project's story styles. */
const route = apiItemRoute("/game", "game", "page");
export const generateMetadata = route.generateMetadata;
export default route.ApiItemPage;
