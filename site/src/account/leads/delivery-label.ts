import type { LeadDelivery } from "@storyfront/schemas";

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** How a lead stands with the webhook, in words: none set, waiting (with attempts so far), delivered, refused. */
export function deliveryLabel(t: Translate, delivery: LeadDelivery | null): string {
  if (!delivery) return t("deliveryNone");
  if (delivery.status === "delivered") return t("deliveryDelivered");
  if (delivery.status === "failed") return t("deliveryFailed", { error: delivery.lastError ?? "" });
  return delivery.attempts === 0 ? t("deliveryWaiting") : t("deliveryRetrying", { attempts: delivery.attempts });
}
