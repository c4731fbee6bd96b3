import type { ReactNode } from "react";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";

export type LayoutProps = { locale: Locale; domain: DomainInfo; children: ReactNode };
