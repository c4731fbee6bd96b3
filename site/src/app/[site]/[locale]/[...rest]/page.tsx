import { notFound } from "next/navigation";

// Any path no route matches is a 404 rendered by the locale's not-found page.
export default function UnknownRoute() {
  notFound();
}
