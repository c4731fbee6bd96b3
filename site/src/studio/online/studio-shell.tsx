"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { signOut } from "@/session/sign-out";
import { useSession } from "@/session/use-session";
import { sectionsFor } from "./studio-sections";
import styles from "./online-studio.module.css";

const isIn = (pathname: string, section: string) => pathname === section || pathname.startsWith(`${section}/`);

/**
 * The online Studio's frame: its name, the sections the signed-in person may use, who they are and a way out.
 * The proxy already let only Studio users in; the sections follow the same rights the API checks per call.
 */
export function StudioShell({ children, contentFiles }: { children: ReactNode; contentFiles: boolean }) {
  const { user } = useSession();
  const pathname = usePathname();
  const sections = user ? sectionsFor(user, contentFiles) : [];
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <a className={styles.brand} href="/studio">
          Storyfront Studio
        </a>
        <nav aria-label="Studio sections" className={styles.nav}>
          {sections.map((section) => (
            <a key={section.path} href={section.path} aria-current={isIn(pathname, section.path) ? "page" : undefined}>
              {section.label}
            </a>
          ))}
        </nav>
        {user ? (
          <div className={styles.who}>
            <span>{[user.firstName, user.lastName].join(" ").trim() || user.email}</span>
            <button type="button" onClick={() => void signOut("en")}>
              Sign out
            </button>
          </div>
        ) : null}
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
