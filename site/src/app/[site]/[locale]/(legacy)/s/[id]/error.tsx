"use client";

export { ApiPageError as default } from "../../../../../../api-pages/api-page-error";
