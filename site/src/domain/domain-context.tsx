"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { DomainInfo } from "./domain-info";

const DomainContext = createContext<DomainInfo | null>(null);

/** Hands the server's domain info to client islands (spec §3: available to client code). */
export function DomainProvider({ domain, children }: { domain: DomainInfo; children: ReactNode }) {
  return <DomainContext.Provider value={domain}>{children}</DomainContext.Provider>;
}

export function useDomain(): DomainInfo {
  const domain = useContext(DomainContext);
  if (!domain) throw new Error("useDomain must be used inside DomainProvider");
  return domain;
}
