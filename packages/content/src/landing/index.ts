// The list of landing pages: the one place a new industry or sector page is registered.
import type { LandingPage } from "../landing-schema.ts";
import { accountingFinance } from "./accounting-finance.ts";
import { backofficeAdministration } from "./backoffice-administration.ts";
import { creativeDesign } from "./creative-design.ts";
import { customerSupport } from "./customer-support.ts";
import { eCommerce } from "./e-commerce.ts";
import { educationTraining } from "./education-training.ts";
import { engineeringConstruction } from "./engineering-construction.ts";
import { financeService } from "./finance-service.ts";
import { financialServices } from "./financial-services.ts";
import { healthcare } from "./healthcare.ts";
import { informationTechnology } from "./information-technology.ts";
import { insurance } from "./insurance.ts";
import { legal } from "./legal.ts";
import { logistics } from "./logistics.ts";
import { marketing } from "./marketing.ts";
import { realEstate } from "./real-estate.ts";
import { telecommunication } from "./telecommunication.ts";
import { transportation } from "./transportation.ts";
import { travel } from "./travel.ts";
import { utilityEnergy } from "./utility-energy.ts";

/**
 * One entry per topic. A new industry or sector page is one more file and one more entry here: routes, index cards,
 * menus, footer and sitemap all follow from `listing`, `canonicalPath` and `aliases`.
 */
export const landingPages: readonly LandingPage[] = [
  informationTechnology,
  customerSupport,
  creativeDesign,
  marketing,
  backofficeAdministration,
  accountingFinance,
  financeService,
  engineeringConstruction,
  healthcare,
  legal,
  realEstate,
  financialServices,
  eCommerce,
  insurance,
  logistics,
  educationTraining,
  telecommunication,
  transportation,
  utilityEnergy,
  travel,
];
