import { apiItemIndex } from "@/views/api-page/api-item-index";

/** /s without an id: the index of short items (the API's landing pages), each linking to /s/{slug}. */
const route = apiItemIndex("/s");
export const generateMetadata = route.generateMetadata;
export default route.ApiItemIndexPage;
