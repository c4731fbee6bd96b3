"use client";

import type { AdminTagGroup, AuthUser } from "@storyfront/schemas";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import useSWR from "swr";
import type { Locale } from "@/i18n/locales";
import { Modal } from "@/ui/modal/modal";
import buttons from "@/styles/buttons.module.css";
import { goSignIn } from "../account-area";
import { displayName } from "../display-name";
import { canDeleteTags } from "../permissions";
import { FormAlert } from "../form-alert";
import styles from "../forms.module.css";
import { callSite, SiteCallError } from "@/api-client/call-site";
import { pageOf } from "../paged-answer";
import { TagForm } from "./tag-form";
import admin from "./tag-admin.module.css";
import { bodyOf, draftOf, emptyDraft, tagKinds, type TagItem, type TagKind } from "./tag-kinds";
import { Pager } from "../pager";

export const tagsPerPage = 10;

/**
 * The admin tag area (spec §3, §6, §7) for tags or tag groups: a paged list with group names and the
 * project filter, create and edit in a dialog, delete after a confirmation, move up and down (order),
 * and the active flag. Delete is offered only to users the API lets delete.
 */
export function TagAdmin({ kind, user, locale }: { kind: TagKind; user: AuthUser; locale: Locale }) {
  const t = useTranslations("Account.admin");
  const account = useTranslations("Account");
  const [page, setPage] = useState(1);
  const [projectId, setProjectId] = useState("");
  const [editing, setEditing] = useState<{ item: TagItem | null } | null>(null);
  const [deleting, setDeleting] = useState<TagItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const calls = tagKinds[kind];
  const { expand } = calls;
  const mayDelete = canDeleteTags(user);

  const query = new URLSearchParams({ expand, page: String(page), "per-page": String(tagsPerPage) });
  if (projectId) query.set("projectId", projectId);
  const list = useSWR(
    [calls.list, query.toString()] as const,
    async ([name, search]) => pageOf<TagItem>(await callSite(name, { query: new URLSearchParams(search) })),
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
    },
  );
  const groups = useSWR(
    kind === "tag" ? "adminTagGroupList" : null,
    async (name) => pageOf<AdminTagGroup>(await callSite(name, { query: { all: "1", expand: "languages" } })),
    { revalidateOnFocus: false },
  );

  const signedOut = (failure: unknown) => failure instanceof SiteCallError && failure.status === 401;
  const sessionEnded = signedOut(list.error) || signedOut(groups.error);
  useEffect(() => {
    if (sessionEnded) goSignIn(locale);
  }, [sessionEnded, locale]);

  const items = list.data?.items ?? [];
  const pageCount = Math.max(1, list.data?.pagination.pageCount ?? 1);
  const title = kind === "tag" ? t("tagsTitle") : t("groupsTitle");

  const afterChange = async (message: string) => {
    setNotice(message);
    setProblem(null);
    await list.mutate();
    if (kind === "group") await groups.mutate();
  };

  const failed = (failure: unknown) => {
    if (signedOut(failure)) return goSignIn(locale);
    setNotice(null);
    setProblem(failure instanceof SiteCallError && failure.status === 403 ? t("notAllowed") : account("reload"));
  };

  /** Moves an item one place up or down the list by giving it its neighbour's order (and the neighbour its own). */
  const move = async (index: number, step: -1 | 1) => {
    const item = items[index];
    const other = items[index + step];
    if (!item || !other || busy) return;
    setBusy(true);
    const put = (target: TagItem, order: number) =>
      callSite(calls.update, {
        params: { id: target.id },
        query: { expand },
        body: bodyOf(kind, { ...draftOf(target), order: String(order) }),
      });
    try {
      if (other.order !== item.order) {
        await put(item, other.order);
        await put(other, item.order);
      } else if (step === 1 || item.order > 0) {
        // Equal orders sort by id: step this one past its neighbour.
        await put(item, item.order + step);
      } else {
        await put(other, other.order + 1);
      }
      await afterChange(t("moved", { name: displayName(item) }));
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!deleting || busy) return;
    setBusy(true);
    try {
      await callSite(calls.remove, { params: { id: deleting.id }, query: kind === "group" ? { expand: "languages" } : {} });
      const name = displayName(deleting);
      setDeleting(null);
      if (items.length === 1 && page > 1) setPage(page - 1);
      await afterChange(t("deleted", { name }));
    } catch (failure) {
      setDeleting(null);
      failed(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1>{title}</h1>
      <p className={styles.intro}>{kind === "tag" ? t("tagsIntro") : t("groupsIntro")}</p>
      <div className={admin.toolbar}>
        <div className={admin.filter}>
          <label className={styles.label} htmlFor="project-filter">
            {t("project")}
          </label>
          <select
            id="project-filter"
            className={styles.input}
            value={projectId}
            onChange={(event) => {
              setProjectId(event.target.value);
              setPage(1);
            }}
          >
            <option value="">{t("allProjects")}</option>
            {user.userProjects.map((project) => (
              <option key={project.id} value={project.id}>
                {project.slug_or_id}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className={buttons.button} onClick={() => setEditing({ item: null })}>
          {kind === "tag" ? t("newTag") : t("newGroup")}
        </button>
      </div>
      <div aria-live="polite">{notice && <p className={styles.notice}>{notice}</p>}</div>
      {problem && <FormAlert>{problem}</FormAlert>}
      {list.error && !signedOut(list.error) ? (
        <FormAlert>{list.error instanceof SiteCallError && list.error.status === 403 ? t("notAllowed") : account("reload")}</FormAlert>
      ) : !list.data ? (
        <p role="status">{account("loading")}</p>
      ) : items.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <div className={admin.tableWrap} tabIndex={0} role="region" aria-label={title}>
          <table className={`${admin.table} ${admin.stacking}`} data-testid="tag-table">
            <thead>
              <tr>
                <th scope="col">{t("name")}</th>
                <th scope="col">{kind === "tag" ? t("slug") : t("key")}</th>
                {kind === "tag" && <th scope="col">{t("group")}</th>}
                <th scope="col">{t("order")}</th>
                <th scope="col">{t("sort")}</th>
                <th scope="col">{t("status")}</th>
                <th scope="col">{t("actions")}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item, index) => {
                const name = displayName(item);
                return (
                  <tr key={item.id} data-testid="tag-row" data-id={item.id}>
                    <th scope="row">{name}</th>
                    <td className={admin.muted} data-label={kind === "tag" ? t("slug") : t("key")}>
                      {"slug" in item ? item.slug : item.key}
                    </td>
                    {kind === "tag" && (
                      <td data-label={t("group")}>
                        {"groupName" in item && item.groupName ? item.groupName : <span className={admin.muted}>{t("noGroup")}</span>}
                      </td>
                    )}
                    <td data-label={t("order")}>{item.order}</td>
                    <td data-label={t("sort")}>{item.sort}</td>
                    <td data-label={t("status")}>
                      <span className={item.isActive ? admin.active : admin.inactive}>
                        {item.isActive ? t("isActive") : t("isInactive")}
                      </span>
                    </td>
                    <td>
                      <div className={admin.rowActions}>
                        <button
                          type="button"
                          className={admin.textAction}
                          onClick={() => setEditing({ item })}
                          aria-label={t("editItem", { name })}
                        >
                          {t("edit")}
                        </button>
                        <button
                          type="button"
                          className={admin.iconButton}
                          disabled={busy || index === 0}
                          onClick={() => void move(index, -1)}
                          aria-label={t("moveUp", { name })}
                        >
                          ↑
                        </button>
                        <button
                          type="button"
                          className={admin.iconButton}
                          disabled={busy || index === items.length - 1}
                          onClick={() => void move(index, 1)}
                          aria-label={t("moveDown", { name })}
                        >
                          ↓
                        </button>
                        {mayDelete && (
                          <button
                            type="button"
                            className={admin.danger}
                            onClick={() => setDeleting(item)}
                            aria-label={t("deleteItem", { name })}
                          >
                            {t("delete")}
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pageCount={pageCount} onPage={setPage} />
      <Modal
        open={editing !== null}
        title={
          editing?.item
            ? t(kind === "tag" ? "editTag" : "editGroup", { name: displayName(editing.item) })
            : kind === "tag"
              ? t("newTag")
              : t("newGroup")
        }
        onClose={() => setEditing(null)}
        persistent
      >
        {editing && (
          <TagForm
            kind={kind}
            id={editing.item?.id ?? null}
            initial={editing.item ? draftOf(editing.item) : emptyDraft()}
            groups={groups.data?.items ?? []}
            projects={user.userProjects}
            onCancel={() => setEditing(null)}
            onSignedOut={() => goSignIn(locale)}
            onSaved={(saved) => {
              setEditing(null);
              void afterChange(t("saved", { name: displayName(saved) }));
            }}
          />
        )}
      </Modal>
      <Modal
        open={deleting !== null}
        title={deleting ? t("deleteTitle", { name: displayName(deleting) }) : ""}
        onClose={() => setDeleting(null)}
        closeProhibited={busy}
      >
        <p>{kind === "tag" ? t("deleteTagText") : t("deleteGroupText")}</p>
        <div className={styles.actions}>
          <button type="button" className={buttons.button} onClick={() => void remove()} disabled={busy} aria-busy={busy}>
            {busy ? t("deleting") : t("confirmDelete")}
          </button>
          <button type="button" className={buttons.secondary} onClick={() => setDeleting(null)} disabled={busy}>
            {t("cancel")}
          </button>
        </div>
      </Modal>
    </>
  );
}
