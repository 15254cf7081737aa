// The frame of every staff page below the staff navigation: the page's header, then its view.
import type { BreadcrumbTrail } from "@solvix/ui/components/breadcrumb";
import { Container } from "@solvix/ui/components/page-section";
import type { ReactNode } from "react";
import { PageHeader } from "../../components/page-header.tsx";

/** The header (breadcrumb, h1, intro) from a staff page's loader data (`staffPageData`), then `children`. */
export function StaffPageFrame({
  data,
  children,
}: {
  data: { title: string; intro: string; breadcrumb?: BreadcrumbTrail | undefined };
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={data.title} intro={data.intro} breadcrumb={data.breadcrumb} />
      <Container className="py-12 sm:py-16">{children}</Container>
    </>
  );
}
