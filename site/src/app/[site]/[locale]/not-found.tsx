export { default } from "@/errors/not-found-page";
