"use client";

export { ApiPageError as default } from "@/errors/api-page-error";
