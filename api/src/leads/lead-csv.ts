// The leads export as CSV (RFC 4180): every text cell quoted, and text that a spreadsheet would run as a formula
// (starting with = + - @, a tab or a line break) prefixed with ' so it stays text (OWASP "CSV injection").
import { leadCsvColumns, type AdminLead } from "@storyfront/schemas";

export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r\n]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

function row(lead: AdminLead): (string | number | null)[] {
  return [
    lead.id,
    new Date(lead.createdAt * 1000).toISOString(),
    lead.kind,
    lead.email,
    lead.name,
    lead.company,
    lead.productLink,
    lead.page,
    lead.locale,
    lead.delivery?.status ?? null,
    lead.delivery?.attempts ?? null,
    lead.delivery?.lastError ?? null,
  ];
}

/** UTF-8 byte-order mark first, so spreadsheet programs read accents right; CRLF line ends. */
export function leadsCsv(leads: AdminLead[]): string {
  const lines = [leadCsvColumns.join(","), ...leads.map((lead) => row(lead).map(csvCell).join(","))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
