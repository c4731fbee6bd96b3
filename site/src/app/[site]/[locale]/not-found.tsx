export { default } from "../../../components/not-found-page";
