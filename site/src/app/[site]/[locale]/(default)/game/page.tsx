import { apiItemIndex } from "@/views/api-page/api-item-index";

/** /game without an id: the index of games (web stories), each linking to /game/{slug}. */
const route = apiItemIndex("/game");
export const generateMetadata = route.generateMetadata;
export default route.ApiItemIndexPage;
