"use client";

export { default } from "../../../components/page-error-boundary";
