// The schema's migrations in the order they apply, one file each, named by its id. A new one goes at the end: an
// applied migration is never edited, since databases that ran it keep what it did.
import type { Migration } from "./migration";
import { initialMigration } from "./001-initial";
import { pageLanguagesMigration } from "./002-page-languages";
import { projectSubscriptionMigration } from "./003-project-subscription";
import { twoFactorMigration } from "./004-two-factor";
import { leadDeliveryMigration } from "./005-lead-delivery";
import { accountsMigration } from "./006-accounts";
import { loginThrottleMigration } from "./007-login-throttle";
import { tariffTranslationsMigration } from "./008-tariff-translations";
import { webVitalsMigration } from "./009-web-vitals";
import { sendLimitMigration } from "./010-send-limit";
import { emailChangeMigration } from "./011-email-change";
import { knownDevicesMigration } from "./012-known-devices";
import { webVitalReservoirMigration } from "./013-web-vital-reservoir";
import { pageAuthoringMigration } from "./014-page-authoring";
import { pageDeskMigration } from "./015-page-desk";
import { mediaMigration } from "./016-media";
import { revalidationOutboxMigration } from "./017-revalidation-outbox";
import { catalogAuthoringMigration } from "./018-catalog-authoring";
import { pageTranslationLabelsMigration } from "./019-page-translation-labels";

export const migrations: Migration[] = [
  initialMigration,
  pageLanguagesMigration,
  projectSubscriptionMigration,
  twoFactorMigration,
  leadDeliveryMigration,
  accountsMigration,
  loginThrottleMigration,
  tariffTranslationsMigration,
  webVitalsMigration,
  sendLimitMigration,
  emailChangeMigration,
  knownDevicesMigration,
  webVitalReservoirMigration,
  pageAuthoringMigration,
  pageDeskMigration,
  mediaMigration,
  revalidationOutboxMigration,
  catalogAuthoringMigration,
  pageTranslationLabelsMigration,
];
