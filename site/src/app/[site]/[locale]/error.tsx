"use client";

export { default } from "@/errors/page-error-boundary";
